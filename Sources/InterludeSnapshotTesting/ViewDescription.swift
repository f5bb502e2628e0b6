import Foundation
import Interlude

/// Text descriptions of views and controllers for snapshots: stable across runs and machines (no
/// addresses), numbers rounded to hundredths.
@MainActor
enum ViewDescription {
    /// `view` and its subviews, one a line, subviews indented with `   | `.
    static func recursive(_ view: UIView, depth: Int = 0) -> String {
        var line = String(repeating: "   | ", count: depth) + "<\(typeName(view))"
        var details = ["frame = \(rect(view.frame))"]
        if view.alpha != 1 { details.append("alpha = \(number(view.alpha))") }
        if view.isHidden { details.append("hidden = YES") }
        if !view.isOpaque { details.append("opaque = NO") }
        if view.clipsToBounds { details.append("clipsToBounds = YES") }
        if !view.isUserInteractionEnabled { details.append("userInteractionEnabled = NO") }
        if view.transform != .identity { details.append("transform = \(affine(view.transform))") }
        if let label = view as? UILabel, let text = label.text { details.append("text = '\(text)'") }
        details.append("layer = <\(typeName(view.layer))>")
        line += "; " + details.joined(separator: "; ") + ">"
        return ([line] + view.subviews.map { recursive($0, depth: depth + 1) }).joined(separator: "\n")
    }

    /// `controller`, its children (`   | `) and the controller it presents (`   + `), one a line, with
    /// each view's presentation: frame in its superview, alpha and transform as shown now.
    static func hierarchy(_ controller: UIViewController, depth: Int = 0, marker: String = "") -> String {
        let indent = String(repeating: "   | ", count: max(0, depth - 1)) + (depth > 0 ? "   \(marker) " : "")
        var line = indent + "<\(typeName(controller))\(title(controller))>, state: \(controller.appearanceStateName)"
        if let view = controller.viewIfLoaded {
            line += ", view: <\(typeName(view))>"
            let shown = view.layer.presentation() ?? view.layer
            line += " frame = \(rect(shown.frame))"
            if shown.opacity != 1 { line += ", alpha = \(number(CGFloat(shown.opacity)))" }
            if !CATransform3DIsIdentity(shown.transform) { line += ", transform = \(transform(shown.transform))" }
            if view.window == nil { line += " not in the window" }
        } else {
            line += ", view: (view not loaded)"
        }
        var lines = [line]
        for child in controller.children { lines.append(hierarchy(child, depth: depth + 1, marker: "|")) }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            lines.append(hierarchy(presented, depth: depth + 1, marker: "+"))
        }
        return lines.joined(separator: "\n")
    }

    /// The class name without module ("CardViewController").
    static func typeName(_ object: AnyObject) -> String { String(describing: type(of: object)) }

    /// ` "Title"` when the controller has a title.
    static func title(_ controller: UIViewController) -> String {
        controller.title.map { " \"\($0)\"" } ?? ""
    }

    /// "(x y; width height)", as UIKit prints frames.
    static func rect(_ r: CGRect) -> String {
        "(\(number(r.minX)) \(number(r.minY)); \(number(r.width)) \(number(r.height)))"
    }

    /// A number rounded to hundredths, without trailing zeros ("12", "0.5", "-3.25").
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// "[a, b, c, d, tx, ty]".
    static func affine(_ t: CGAffineTransform) -> String {
        "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", ") + "]"
    }

    /// The affine form when the transform is affine, else all sixteen entries row by row.
    static func transform(_ t: CATransform3D) -> String {
        if CATransform3DIsAffine(t) { return affine(CATransform3DGetAffineTransform(t)) }
        let rows = [
            [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24], [t.m31, t.m32, t.m33, t.m34],
            [t.m41, t.m42, t.m43, t.m44],
        ]
        return "[" + rows.map { $0.map(number).joined(separator: ", ") }.joined(separator: "; ") + "]"
    }
}
