import InterludeQuartzCore

/// An object that adds behaviour to a view it is added to, UIKit's `UIInteraction`
/// (`UIContextMenuInteraction` is one).
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to.
    var view: UIView? { get }
    /// Called before the interaction is added to `view` (or removed, with nil).
    func willMove(to view: UIView?)
    /// Called after the interaction is added to `view` (or removed, with nil).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in the order added.
    public var interactions: [any UIInteraction] {
        get { interactionList?.items ?? [] }
        set {
            for interaction in interactions where !newValue.contains(where: { $0 === interaction }) {
                removeInteraction(interaction)
            }
            for interaction in newValue where !interactions.contains(where: { $0 === interaction }) {
                addInteraction(interaction)
            }
        }
    }

    /// Adds `interaction`, removing it from the view it was on: `willMove(to:)` then `didMove(to:)`.
    public func addInteraction(_ interaction: any UIInteraction) {
        if let old = interaction.view, old !== self { old.removeInteraction(interaction) }
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: self)
        let list = interactionList ?? InteractionList()
        list.items.append(interaction)
        objc_setAssociatedObject(self, interactionListKey, list, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        interaction.didMove(to: self)
    }

    /// Removes `interaction`: `willMove(to: nil)` then `didMove(to: nil)`.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let list = interactionList, let index = list.items.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        list.items.remove(at: index)
        interaction.didMove(to: nil)
    }

    private var interactionList: InteractionList? {
        objc_getAssociatedObject(self, interactionListKey) as? InteractionList
    }
}

/// The associated-object key of a view's interactions: a unique address.
nonisolated(unsafe) private let interactionListKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

/// A view's interactions (kept as an associated object).
@MainActor
private final class InteractionList {
    var items: [any UIInteraction] = []
}
