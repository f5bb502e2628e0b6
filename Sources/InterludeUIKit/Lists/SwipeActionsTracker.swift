import Foundation

/// What a ``SwipeActionsTracker`` asks of the table or collection view whose cells it swipes.
@MainActor
protocol SwipeActionsHost: UIScrollView {
    /// The cell at `point` (in the host's coordinates) that may swipe, with its index path; nil
    /// where there is none.
    func swipeableCell(at point: CGPoint) -> (cell: any SwipeableCell, indexPath: IndexPath)?
    /// The actions a swipe reveals on the trailing (`trailing` true) or leading side of the item
    /// at `indexPath`, or nil when that side has none (an empty configuration counts as none).
    func swipeActionsConfiguration(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
    /// A drag revealed the actions of the item at `indexPath`: its swipe began. Does nothing by
    /// default.
    func swipeDidBegin(at indexPath: IndexPath)
    /// The swipe that began with ``swipeDidBegin(at:)`` ended: `cell` closes. `indexPath` is the
    /// item's when the swipe began. Does nothing by default.
    func swipeDidEnd(on cell: any SwipeableCell, beganAt indexPath: IndexPath)
    /// A swipe took the touch: a highlighted item goes back without being selected.
    func selectionTouchesCancelled()
}

extension SwipeActionsHost {
    func swipeDidBegin(at indexPath: IndexPath) {}
    func swipeDidEnd(on cell: any SwipeableCell, beganAt indexPath: IndexPath) {}
}

/// Swipes the cells of a table view or of a collection view's list sections open and closed,
/// and performs their ``UIContextualAction``s: the part of UIKit's swipe actions that does not
/// depend on where the actions come from
/// (https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration).
///
/// A horizontal drag its host's scroll pan gives up (``takesPan()``) moves the cell with the
/// finger; the first movement picks the side, the leading actions for a drag to the right in a
/// left-to-right layout, the trailing ones to the left. Past the buttons the cell follows on
/// only when a full swipe can perform the first action. Let go past ``fullSwipeFraction`` of the
/// cell's width, a configuration that `performsFirstActionWithFullSwipe` performs its first
/// action; past half the buttons' width the cell stays open; otherwise it closes. While a cell is
/// open a tap on a button performs its action, and the cell closes when the handler calls its
/// completion; a tap anywhere else, or scrolling, closes it and selects nothing.
@MainActor
final class SwipeActionsTracker {
    /// How far a cell must be swiped, as a fraction of its width, for a full swipe (Interlude's value).
    static let fullSwipeFraction: CGFloat = 0.6
    /// How long a swiped cell takes to open or close, in seconds (Interlude's value).
    static let animationDuration: TimeInterval = 0.25

    /// A swiped cell.
    struct Swipe {
        /// The cell swiped, and its item when the swipe began.
        let cell: any SwipeableCell
        let indexPath: IndexPath
        /// The side revealed, once known: its configuration and buttons.
        var revealed: (configuration: UISwipeActionsConfiguration, actions: SwipeActionsView)?
        /// The finger's x when the drag began and the offset then, while a finger drags it.
        var drag: (startX: CGFloat, startOffset: CGFloat)?
        /// Whether the host heard ``SwipeActionsHost/swipeDidBegin(at:)``.
        var didBegin = false
    }

    private weak var host: (any SwipeActionsHost)?
    /// The cell swiped open, or being swiped.
    private(set) var swipe: Swipe?
    /// A drag taken from the scroll pan, not yet started by the touches.
    private var pendingDrag: (cell: any SwipeableCell, indexPath: IndexPath, startX: CGFloat)?
    /// A button under a finger, performed when the finger lifts on it.
    private var actionTouch: UIContextualAction?
    /// Whether the touch only closed an open cell: it selects nothing.
    private var swallowsTouch = false

    init(host: any SwipeActionsHost) { self.host = host }

    // MARK: Touches

    /// Whether the drag the host's scroll pan is about to begin is a swipe: horizontal, on a cell
    /// with actions on the side it moves towards, or on the open cell. Otherwise scrolling closes
    /// an open cell.
    func takesPan() -> Bool {
        guard let host else { return false }
        let (start, translation) = Self.panStart(of: host)
        if abs(translation.x) > abs(translation.y), let (cell, indexPath) = host.swipeableCell(at: start),
            swipe?.cell === cell || canSwipe(indexPath, towards: translation.x)
        {
            pendingDrag = (cell, indexPath, start.x)
            return true
        }
        if let swipe, swipe.drag == nil { close(animated: true) }
        return false
    }

    /// Where the host's scroll pan began (in the host) and how far it has moved.
    static func panStart(of scrollView: UIScrollView) -> (start: CGPoint, translation: CGPoint) {
        let pan = scrollView.panGestureRecognizer
        let translation = pan.translation(in: scrollView)
        let location = pan.location(in: scrollView)
        return (CGPoint(x: location.x - translation.x, y: location.y - translation.y), translation)
    }

    /// A finger went down: a drag taken from the pan starts; on an open cell, a finger on a
    /// button waits to lift, anywhere else it closes the cell. Returns whether the touch is the
    /// swipe's (the host selects nothing then).
    func touchesBegan(_ touches: Set<UITouch>) -> Bool {
        guard touches.count == 1, let touch = touches.first else { return false }
        swallowsTouch = false
        if startPendingDrag() { return true }
        guard let swipe, swipe.drag == nil else { return false }
        if let actions = swipe.revealed?.actions, let action = actions.action(at: touch.location(in: actions)) {
            actionTouch = action
        } else {
            swallowsTouch = true
            close(animated: true)
        }
        return true
    }

    /// A finger moved: the dragged cell follows it.
    func touchesMoved(_ touches: Set<UITouch>) {
        _ = startPendingDrag()
        guard let host, let touch = touches.first, swipe?.drag != nil else { return }
        track(toX: touch.location(in: host).x)
    }

    /// A finger lifted: a drag settles, a button lifted on performs its action. Returns whether
    /// the touch was the swipe's.
    func touchesEnded(_ touches: Set<UITouch>) -> Bool {
        pendingDrag = nil
        if swallowsTouch {
            swallowsTouch = false
            return true
        }
        if swipe?.drag != nil {
            endDrag()
            return true
        }
        guard let action = actionTouch else { return false }
        actionTouch = nil
        if let touch = touches.first, let actions = swipe?.revealed?.actions,
            actions.action(at: touch.location(in: actions)) === action
        {
            perform(action)
        }
        return true
    }

    /// The touches were cancelled: a drag settles as if the finger lifted.
    func touchesCancelled() {
        pendingDrag = nil
        actionTouch = nil
        swallowsTouch = false
        if swipe?.drag != nil { endDrag() }
    }

    private func startPendingDrag() -> Bool {
        guard let drag = pendingDrag else { return false }
        pendingDrag = nil
        host?.selectionTouchesCancelled()
        if let swipe, swipe.cell !== drag.cell { close(animated: true) }
        var swipe = self.swipe ?? Swipe(cell: drag.cell, indexPath: drag.indexPath)
        swipe.drag = (drag.startX, drag.cell.swipeOffset)
        self.swipe = swipe
        actionTouch = nil
        return true
    }

    // MARK: Dragging

    private func canSwipe(_ indexPath: IndexPath, towards dx: CGFloat) -> Bool {
        dx != 0 && host?.swipeActionsConfiguration(at: indexPath, trailing: revealsTrailing(forDrag: dx)) != nil
    }

    /// Whether a drag by `dx` reveals the trailing actions (mirrored right to left).
    private func revealsTrailing(forDrag dx: CGFloat) -> Bool {
        (dx < 0) == (host?.effectiveUserInterfaceLayoutDirection != .rightToLeft)
    }

    /// Moves the dragged cell with the finger, revealing the side its first movement picks.
    private func track(toX x: CGFloat) {
        guard var swipe, let drag = swipe.drag, let host else { return }
        let offset = drag.startOffset + (x - drag.startX)
        if swipe.revealed == nil, offset != 0 {
            let trailing = revealsTrailing(forDrag: offset)
            guard let configuration = host.swipeActionsConfiguration(at: swipe.indexPath, trailing: trailing) else {
                return
            }
            swipe.revealed = (configuration, reveal(configuration, on: swipe.cell, atRight: offset < 0))
            swipe.didBegin = true
            self.swipe = swipe
            host.swipeDidBegin(at: swipe.indexPath)
        }
        guard let swipe = self.swipe, let (configuration, actions) = swipe.revealed else { return }
        // The cell does not cross to the other side while one side's actions are shown.
        let sided = actions.atRight ? min(0, offset) : max(0, offset)
        let limit = configuration.performsFirstActionWithFullSwipe ? swipe.cell.bounds.width : actions.naturalWidth
        setOffset(max(-limit, min(limit, sided)), of: swipe.cell, animated: false)
    }

    /// The finger lifted: a full swipe performs the first action, past half the buttons the
    /// cell opens, otherwise it closes.
    private func endDrag() {
        guard var swipe else { return }
        swipe.drag = nil
        self.swipe = swipe
        guard let (configuration, actions) = swipe.revealed else { return close(animated: true) }
        let revealed = abs(swipe.cell.swipeOffset)
        let width = swipe.cell.bounds.width
        if configuration.performsFirstActionWithFullSwipe, revealed >= Self.fullSwipeFraction * width,
            let first = configuration.actions.first
        {
            setOffset(actions.atRight ? -width : width, of: swipe.cell, animated: true)
            perform(first)
        } else if revealed >= actions.naturalWidth / 2 {
            let open = actions.naturalWidth
            setOffset(actions.atRight ? -open : open, of: swipe.cell, animated: true)
        } else {
            close(animated: true)
        }
    }

    // MARK: Opening and closing

    /// Opens `cell` (the item at `indexPath`) on its trailing side with `configuration`'s
    /// buttons, sliding in, after closing any other; the host does not hear it begin.
    func openTrailing(_ cell: any SwipeableCell, at indexPath: IndexPath, with configuration: UISwipeActionsConfiguration) {
        close(animated: true)
        guard let host, !configuration.actions.isEmpty else { return }
        let atRight = host.effectiveUserInterfaceLayoutDirection == .leftToRight
        let actions = reveal(configuration, on: cell, atRight: atRight)
        swipe = Swipe(cell: cell, indexPath: indexPath, revealed: (configuration, actions))
        setOffset(atRight ? -actions.naturalWidth : actions.naturalWidth, of: cell, animated: true)
    }

    /// Closes the swiped cell (sliding back when `animated`); a swipe that began by a drag ends
    /// and the host hears it.
    func close(animated: Bool) {
        guard let swipe else { return }
        self.swipe = nil
        let cell = swipe.cell
        if animated, host?.window != nil {
            UIView.animate(
                withDuration: Self.animationDuration, animations: { Self.move(cell, to: 0) },
                completion: { [weak self] _ in
                    if self?.swipe?.cell !== cell { Self.reset(cell) }
                })
        } else {
            Self.reset(cell)
        }
        if swipe.didBegin { host?.swipeDidEnd(on: cell, beganAt: swipe.indexPath) }
    }

    /// Puts a cell that is not the swiped one back unswiped (a reused cell keeps no offset); the
    /// swiped cell itself closes at once when it leaves the screen (`leavesScreen`).
    func resetUnlessSwiped(_ cell: any SwipeableCell, leavesScreen: Bool = false) {
        if swipe?.cell === cell {
            if leavesScreen { close(animated: false) }
        } else if cell.swipeOffset != 0 || cell.swipeActionsView != nil {
            Self.reset(cell)
        }
    }

    private func reveal(
        _ configuration: UISwipeActionsConfiguration, on cell: any SwipeableCell, atRight: Bool
    ) -> SwipeActionsView {
        let actions = SwipeActionsView(actions: configuration.actions, atRight: atRight)
        cell.swipeActionsView = actions
        cell.addSubview(actions)
        return actions
    }

    /// Puts `cell` back unswiped, without its buttons.
    private static func reset(_ cell: any SwipeableCell) {
        cell.swipeActionsView?.removeFromSuperview()
        cell.swipeActionsView = nil
        UIView.performWithoutAnimation { move(cell, to: 0) }
    }

    private func setOffset(_ offset: CGFloat, of cell: any SwipeableCell, animated: Bool) {
        if animated, host?.window != nil {
            UIView.animate(withDuration: Self.animationDuration) { Self.move(cell, to: offset) }
        } else {
            UIView.performWithoutAnimation { Self.move(cell, to: offset) }
        }
    }

    private static func move(_ cell: any SwipeableCell, to offset: CGFloat) {
        cell.swipeOffset = offset
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
    }

    // MARK: Performing

    /// Calls `action`'s handler with its button; the cell closes when the handler calls the
    /// completion (once; later calls are ignored).
    private func perform(_ action: UIContextualAction) {
        guard let swipe, let actions = swipe.revealed?.actions else { return }
        let cell = swipe.cell
        var completed = false
        action.handler(action, actions.button(for: action)) { [weak self] _ in
            guard let self, !completed else { return }
            completed = true
            if self.swipe?.cell === cell { self.close(animated: true) }
        }
    }
}
