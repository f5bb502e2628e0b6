/// The built-in animation of a presentation, UIKit's rule for presentation contexts
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/providespresentationcontexttransitionstyle):
/// a controller that defines the presentation context and provides its transition style replaces
/// the presented controller's style with its own.
extension UIViewController {
    /// The transition style that animates this controller presented (or dismissed) by `host` in
    /// `style`: the host's when it provides its context's style, else this controller's.
    func modalTransitionStyle(presentedBy host: UIViewController, in style: UIModalPresentationStyle) -> UIModalTransitionStyle {
        let inContext = style == .currentContext || style == .overCurrentContext
        if inContext, host.definesPresentationContext, host.providesPresentationContextTransitionStyle {
            return host.modalTransitionStyle
        }
        return modalTransitionStyle
    }
}
