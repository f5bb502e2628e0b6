extension UIScrollView {
    /// How a scroll view adds the safe area to its content inset
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum).
    ///
    /// `.never`, `.always` and `.scrollableAxes` behave as UIKit documents them. `.automatic`, the
    /// default, adds nothing in Interlude (as Interlude's scroll views did before the property
    /// existed); UIKit's adds the vertical safe area for a view controller's content shown by a
    /// navigation or tab bar controller, and moves the content offset with it.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// UIKit adjusts by context; Interlude adds nothing (see above).
        case automatic
        /// Adds the safe area only on axes that scroll: vertically when the content is taller than
        /// the view or `alwaysBounceVertical`, horizontally when it is wider or `alwaysBounceHorizontal`.
        case scrollableAxes
        /// Never adds the safe area.
        case never
        /// Always adds the safe area.
        case always
    }
}
