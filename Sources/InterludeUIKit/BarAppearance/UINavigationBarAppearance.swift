/// What a navigation bar looks like: the background of ``UIBarAppearance``, the title's
/// attributes, and the appearances of its buttons, UIKit's `UINavigationBarAppearance`.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the title; empty is 17-point semibold in the label color.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from the middle of the bar.
    open var titlePositionAdjustment = UIOffset.zero
    /// Attributes of the large title; empty is 34-point bold in the label color.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How plain bar button items look.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// How `.done` bar button items look.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// How the back button looks.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    private var customBackIndicator: (image: UIImage, mask: UIImage)?

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// An appearance with `barAppearance`'s background; its title, button and back-indicator
    /// settings too when it is a navigation bar appearance.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        largeTitleTextAttributes = other.largeTitleTextAttributes
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
        backButtonAppearance = other.backButtonAppearance.copy()
        customBackIndicator = other.customBackIndicator
    }

    /// The chevron of the back button (the system's unless set with
    /// ``setBackIndicatorImage(_:transitionMaskImage:)``).
    open var backIndicatorImage: UIImage { customBackIndicator?.image ?? Self.systemBackIndicator }
    /// The mask the back button's title slides under during pushes and pops.
    open var backIndicatorTransitionMaskImage: UIImage { customBackIndicator?.mask ?? Self.systemBackIndicator }

    /// Sets the back indicator and its transition mask; both or neither, as UIKit requires (with
    /// only one the system's pair stays).
    open func setBackIndicatorImage(
        _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
    ) {
        if let backIndicatorImage, let backIndicatorTransitionMaskImage {
            customBackIndicator = (backIndicatorImage, backIndicatorTransitionMaskImage)
        } else {
            customBackIndicator = nil
        }
    }

    /// Whether the back button uses its own chevron image.
    var hasCustomBackIndicator: Bool { customBackIndicator != nil }

    /// The system chevron, `chevron.backward` (symbol images are blank under Interlude; the bar
    /// draws its own chevron when no custom indicator is set).
    static let systemBackIndicator = UIImage(systemName: "chevron.backward") ?? UIImage()
}
