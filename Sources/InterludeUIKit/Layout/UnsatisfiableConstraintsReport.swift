/// UIKit's log message for required constraints that cannot all hold, listing them and the one
/// the engine breaks to recover ("Will attempt to recover by breaking constraint"); Interlude
/// sends it through `Diagnostics` and carries on with the rest.
@MainActor
struct UnsatisfiableConstraintsReport {
    /// The constraints that cannot hold together, in the order they were added.
    let constraints: [ConstraintOwner]
    /// The one broken.
    let broken: ConstraintOwner

    /// The message, in UIKit's words and layout.
    var text: String {
        let mentionsAutoresizing = constraints.contains {
            if case .system(let constraint) = $0 { constraint.isAutoresizing } else { false }
        }
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if mentionsAutoresizing {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
                    + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        let listed = constraints.map { "    \"\($0.description)\"" }
        lines.append(listed.joined(separator: ",\n"))
        lines += [
            ")", "", "Will attempt to recover by breaking constraint ", broken.description, "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may "
                + "also be helpful.",
        ]
        return lines.joined(separator: "\n")
    }
}
