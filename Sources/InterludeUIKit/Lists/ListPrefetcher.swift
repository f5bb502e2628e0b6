/// Interlude's rule for when tables and collection views ask their prefetch data source for
/// rows or items. UIKit does not document how far ahead it looks; Interlude's deterministic
/// choice is: after every layout pass, the rows (items) in the area one screen beyond the visible
/// one, in the direction the content last scrolled (toward the end before any scrolling), that
/// are not visible and have not been asked for, are asked for, nearest first. A row asked for
/// and not displayed is cancelled when it leaves that area (the scroll direction turned away, or
/// the view jumped elsewhere); a row that comes into view is no longer pending, and is asked for
/// again only if it later returns to the area ahead. Reloading the data forgets pending rows
/// without cancelling them (their index paths no longer mean the same rows).
struct ListPrefetcher {
    /// Rows asked for and neither displayed nor cancelled since, in the order asked.
    private(set) var pending: [IndexPath] = []
    /// The visible origin at the last pass, to tell which way the content scrolled.
    private var lastOrigin: CGPoint?
    /// Whether the content last scrolled toward its end (down or right).
    private var towardEnd = true

    /// The area one screen beyond `bounds` in the direction of the last scroll, along the
    /// vertical axis or, when `horizontal`, the horizontal one.
    mutating func areaAhead(of bounds: CGRect, horizontal: Bool) -> CGRect {
        if let lastOrigin {
            let moved = horizontal ? bounds.minX - lastOrigin.x : bounds.minY - lastOrigin.y
            if moved != 0 { towardEnd = moved > 0 }
        }
        lastOrigin = bounds.origin
        let sign: CGFloat = towardEnd ? 1 : -1
        return horizontal
            ? bounds.offsetBy(dx: sign * bounds.width, dy: 0) : bounds.offsetBy(dx: 0, dy: sign * bounds.height)
    }

    /// Whether the last pass's direction was toward the end (the rows ahead sort ascending).
    var isTowardEnd: Bool { towardEnd }

    /// What to ask for and what to cancel, given the rows in the area ahead (nearest first) and
    /// the rows on screen.
    mutating func update(ahead: [IndexPath], visible: Set<IndexPath>) -> (prefetch: [IndexPath], cancel: [IndexPath]) {
        let aheadSet = Set(ahead)
        pending.removeAll { visible.contains($0) }
        let cancel = pending.filter { !aheadSet.contains($0) }
        pending.removeAll { !aheadSet.contains($0) }
        let asked = Set(pending)
        let prefetch = ahead.filter { !visible.contains($0) && !asked.contains($0) }
        pending += prefetch
        return (prefetch, cancel)
    }

    /// Forgets the pending rows (the data was read again).
    mutating func reset() {
        pending = []
    }
}
