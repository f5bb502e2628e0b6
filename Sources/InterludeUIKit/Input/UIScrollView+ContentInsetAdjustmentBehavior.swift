extension UIScrollView {
    /// How a scroll view adds the safe area to its content inset
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum).
    ///
    /// All four behave as UIKit documents them. A scroll view resting at its top edge when the
    /// adjusted inset changes moves with it (see ``UIScrollView/adjustedContentInset``): a table
    /// view controller's table in a navigation controller on the 390 × 844 screen starts at
    /// `contentOffset.y == -91`, the 47-point status bar plus the 44-point navigation bar.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// The default: as `.scrollableAxes`, and also always vertically when the scroll view is the
        /// root view of a view controller shown by a navigation or tab bar controller.
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
