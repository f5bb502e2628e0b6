import Foundation

/// Makes the menu of a context menu from the suggested elements.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the view controller previewed above a context menu.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows, UIKit's `UIContextMenuConfiguration`: returned by the delegate of a
/// ``UIContextMenuInteraction`` for the pressed location.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// Identifies the configuration; a new `NSUUID` unless given.
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// A configuration whose menu `actionProvider` makes (nil: no menu). Previews are not shown
    /// (see the API audit).
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
