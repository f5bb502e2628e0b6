/// What a toolbar looks like: the background of ``UIBarAppearance`` and the appearances of its
/// buttons, UIKit's `UIToolbarAppearance`.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// How plain bar button items look.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// How `.done` bar button items look.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// An appearance with `barAppearance`'s background; its button settings too when it is a
    /// toolbar appearance.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
    }
}
