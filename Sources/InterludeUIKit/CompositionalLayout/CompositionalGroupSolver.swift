/// Places the cells of one repetition of a compositional group: which subitems it holds, their
/// sizes (self-sized where estimated) and their frames relative to the group's origin.
///
/// Rules, after Apple's pages on `NSCollectionLayoutGroup`, `NSCollectionLayoutItem` and
/// `NSCollectionLayoutSpacing`: a subitem's size is resolved in the group's size inside its
/// content insets; along the group's axis each subitem takes its leading edge spacing, its
/// length and its trailing edge spacing, with ``NSCollectionLayoutGroup/interItemSpacing``
/// between subitems; flexible spacings share what is left equally; a cell's frame is its slot
/// shrunk by its content insets (not on estimated axes).
@MainActor
struct CompositionalGroupSolver {
    /// One cell placed by a group, in item order.
    struct Cell {
        var frame: CGRect
        var zIndex = 0
        /// The item's anchored supplementary items (badges), placed on the cell's frame.
        var badges: [NSCollectionLayoutSupplementaryItem] = []
    }

    /// The badges of a nested group: the group's frame and its first cell, relative to the
    /// placement holding it.
    struct GroupBadges {
        var frame: CGRect
        var items: [NSCollectionLayoutSupplementaryItem]
        var firstCell: Int
    }

    /// A group's placed cells, its final size and the badges of the groups nested in it.
    struct Placement {
        var size: CGSize
        var cells: [Cell]
        var groupBadges: [GroupBadges] = []
    }

    /// The size a self-sizing cell wants: the cell at `item` (an index in the section), proposed
    /// `estimate`, with the axes that are not estimated held.
    let measure: (_ item: Int, _ estimate: CGSize, _ estimatedAxes: (width: Bool, height: Bool)) -> CGSize
    /// The collection view's traits, for custom groups' providers.
    let traitCollection: UITraitCollection
    /// The pixels fractions round down to.
    let grid: PixelGrid

    /// Extra room, in points, a subitem may overrun its group by and still fit: three thirds of
    /// 390 points add up to a hair more than 390 in floating point.
    private static let fitTolerance: CGFloat = 1e-6
    /// The most subitems one group holds, so that items of no length cannot make a group of
    /// every cell (the fit is checked afresh for each count).
    private static let slotLimit = 1_000

    /// A subitem chosen for the group: its item, its size, and its cells and nested groups'
    /// badges relative to the slot.
    private struct Slot {
        var item: NSCollectionLayoutItem
        var size: CGSize
        var cells: [Cell]
        var groupBadges: [GroupBadges] = []
    }

    /// Lays out `group` proposed at `proposed` size (its dimensions resolved in its container),
    /// holding cells from `firstItem` on, at most `available` of them.
    func place(_ group: NSCollectionLayoutGroup, proposed: CGSize, firstItem: Int, available: Int) -> Placement {
        let insets = group.effectiveContentInsets
        let content = CGSize(
            width: max(0, proposed.width - insets.leading - insets.trailing),
            height: max(0, proposed.height - insets.top - insets.bottom))
        let origin = CGPoint(x: insets.leading, y: insets.top)
        switch group.arrangement {
        case .custom(let provider):
            // The provider sees the group's size and insets; its frames are relative to the
            // group's outer corner (UIKit as measured, see `PixelGrid`).
            let environment = LayoutEnvironment(size: proposed, insets: insets, traitCollection: traitCollection)
            let cells = provider(environment).prefix(available).map { Cell(frame: $0.frame, zIndex: $0.zIndex) }
            return Placement(size: proposed, cells: cells)
        case .subitems(let axis):
            return placeLine(
                group, axis: axis, count: nil, equalSizes: false, content: content, origin: origin,
                proposed: proposed, firstItem: firstItem, available: available)
        case .repeating(let axis, let count, let equalSizes):
            return placeLine(
                group, axis: axis, count: count, equalSizes: equalSizes, content: content, origin: origin,
                proposed: proposed, firstItem: firstItem, available: available)
        }
    }

    /// A row or column: picks the subitems that fit, evens out uniform dimensions, then places
    /// them with their spacings.
    private func placeLine(
        _ group: NSCollectionLayoutGroup, axis: LayoutAxis, count: Int?, equalSizes: Bool, content: CGSize,
        origin: CGPoint, proposed: CGSize, firstItem: Int, available: Int
    ) -> Placement {
        let gap = group.interItemSpacing?.spacing ?? 0
        var slots = pickSlots(
            group, axis: axis, count: count, equalSizes: equalSizes, gap: gap, content: content, firstItem: firstItem,
            available: available)
        evenOutUniformDimensions(&slots)
        // Flexible spacings share the length left after every slot and the least spacings.
        var flexibleCount = 0
        var used: CGFloat = 0
        for (index, slot) in slots.enumerated() {
            let (before, after) = slot.item.edgeSpacing?.spacings(along: axis) ?? (nil, nil)
            if index > 0 {
                used += gap
                if group.interItemSpacing?.isFlexibleSpacing == true { flexibleCount += 1 }
            }
            used += (before?.spacing ?? 0) + axis.length(slot.size) + (after?.spacing ?? 0)
            flexibleCount += [before, after].filter { $0?.isFlexibleSpacing == true }.count
        }
        let share = flexibleCount > 0 ? max(0, axis.length(content) - used) / CGFloat(flexibleCount) : 0
        func length(_ spacing: NSCollectionLayoutSpacing?) -> CGFloat {
            guard let spacing else { return 0 }
            return spacing.spacing + (spacing.isFlexibleSpacing ? share : 0)
        }
        var cursor: CGFloat = 0
        var farthestAcross: CGFloat = 0
        var cells: [Cell] = []
        var groupBadges: [GroupBadges] = []
        for (index, slot) in slots.enumerated() {
            let spacing = slot.item.edgeSpacing
            let (before, after) = spacing?.spacings(along: axis) ?? (nil, nil)
            if index > 0 { cursor += length(group.interItemSpacing) }
            cursor += length(before)
            let across = acrossOffset(of: slot, spacing: spacing?.spacings(along: axis.cross), axis: axis, content: content)
            let slotOrigin = axis.point(along: cursor, across: across)
            let shift = (x: origin.x + slotOrigin.x, y: origin.y + slotOrigin.y)
            for var badges in slot.groupBadges {
                badges.frame = badges.frame.offsetBy(dx: shift.x, dy: shift.y)
                badges.firstCell += cells.count
                groupBadges.append(badges)
            }
            for var cell in slot.cells {
                cell.frame = cell.frame.offsetBy(dx: shift.x, dy: shift.y)
                cells.append(cell)
            }
            cursor += axis.length(slot.size) + length(after)
            farthestAcross = max(farthestAcross, across + axis.cross.length(slot.size))
        }
        // An estimated group takes the size its items need on that axis.
        var size = proposed
        let dimensions = (along: group.layoutSize.dimension(axis), across: group.layoutSize.dimension(axis.cross))
        let along = dimensions.along.isEstimated ? cursor : axis.length(proposed)
        let acrossLength = dimensions.across.isEstimated ? farthestAcross : axis.cross.length(proposed)
        size = axis.size(along: along, across: acrossLength)
        return Placement(size: size, cells: cells, groupBadges: groupBadges)
    }

    /// The subitems the group holds, each sized and, for a nested group, placed. How many: a
    /// count's group holds `count`; a group estimated along its axis holds each subitem once;
    /// otherwise the most, cycling through the subitems, that fit when sized in the group's
    /// length less the spacings between them (so three items a third wide make a row whatever
    /// the spacing). A group whose first subitem does not fit holds nothing. (Fit rules measured
    /// against UIKit by the back-port notes named in `PixelGrid`.)
    private func pickSlots(
        _ group: NSCollectionLayoutGroup, axis: LayoutAxis, count: Int?, equalSizes: Bool, gap: CGFloat, content: CGSize,
        firstItem: Int, available: Int
    ) -> [Slot] {
        guard !group.subitems.isEmpty, available > 0 else { return [] }
        let slotCount: Int
        if let count {
            slotCount = count
        } else if group.layoutSize.dimension(axis).isEstimated {
            slotCount = group.subitems.count
        } else {
            // As many as a whole group holds, however few cells are left: the last group's
            // cells keep the sizes of a whole group's.
            slotCount = fittingCount(group, axis: axis, gap: gap, content: content)
        }
        guard slotCount > 0 else { return [] }
        let sized = reduced(content, by: gap * CGFloat(slotCount - 1), along: axis)
        var slots: [Slot] = []
        var next = firstItem
        var remaining = available
        while remaining > 0, slots.count < slotCount {
            let item = group.subitems[slots.count % group.subitems.count]
            var size = grid.resolve(item.layoutSize, in: sized)
            if equalSizes {
                size = axis.size(along: grid.floor(axis.length(sized) / CGFloat(slotCount)), across: axis.cross.length(size))
            }
            let slot = makeSlot(item, size: size, firstItem: next, available: remaining)
            guard !slot.cells.isEmpty else { break }
            next += slot.cells.count
            remaining -= slot.cells.count
            slots.append(slot)
        }
        return slots
    }

    /// The most subitems that fit along the group, sized in its length less the spacings between
    /// them, with those spacings and their edge spacings; estimates count at their estimate.
    private func fittingCount(_ group: NSCollectionLayoutGroup, axis: LayoutAxis, gap: CGFloat, content: CGSize) -> Int {
        var fitting = 0
        for candidate in 1...Self.slotLimit {
            let sized = reduced(content, by: gap * CGFloat(candidate - 1), along: axis)
            var used = gap * CGFloat(candidate - 1)
            for index in 0..<candidate {
                let item = group.subitems[index % group.subitems.count]
                let (before, after) = item.edgeSpacing?.spacings(along: axis) ?? (nil, nil)
                used += (before?.spacing ?? 0) + axis.length(grid.resolve(item.layoutSize, in: sized)) + (after?.spacing ?? 0)
            }
            guard used <= axis.length(content) + Self.fitTolerance else { break }
            fitting = candidate
        }
        return fitting
    }

    /// `size` with `amount` taken off its length along `axis` (not below zero).
    private func reduced(_ size: CGSize, by amount: CGFloat, along axis: LayoutAxis) -> CGSize {
        axis.size(along: max(0, axis.length(size) - amount), across: axis.cross.length(size))
    }

    /// A subitem sized `size`: a nested group placed, or one cell, self-sized where estimated and
    /// shrunk by its content insets.
    private func makeSlot(_ item: NSCollectionLayoutItem, size: CGSize, firstItem: Int, available: Int) -> Slot {
        if let nested = item as? NSCollectionLayoutGroup {
            let placement = place(nested, proposed: size, firstItem: firstItem, available: available)
            var badges = placement.groupBadges
            if !nested.supplementaryItems.isEmpty, !placement.cells.isEmpty {
                badges.insert(
                    GroupBadges(
                        frame: CGRect(origin: .zero, size: placement.size), items: nested.supplementaryItems, firstCell: 0),
                    at: 0)
            }
            return Slot(item: item, size: placement.size, cells: placement.cells, groupBadges: badges)
        }
        var size = size
        let estimated = (width: item.layoutSize.widthDimension.isEstimated, height: item.layoutSize.heightDimension.isEstimated)
        if estimated.width || estimated.height {
            // The cell is measured at its frame's size: the slot less the insets that apply
            // (none on an estimated axis, so the slot there is what the cell asks for).
            let preferred = measure(firstItem, cellFrame(item, slot: size).size, estimated)
            if estimated.width { size.width = preferred.width }
            if estimated.height { size.height = preferred.height }
        }
        return Slot(item: item, size: size, cells: [Cell(frame: cellFrame(item, slot: size), badges: item.supplementaryItems)])
    }

    /// A cell's frame in a slot of `size` at the origin: the slot shrunk by the item's insets.
    private func cellFrame(_ item: NSCollectionLayoutItem, slot size: CGSize) -> CGRect {
        let insets = item.effectiveContentInsets
        return CGRect(
            x: insets.leading, y: insets.top, width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
    }

    /// Siblings whose dimension is uniform across siblings all take the largest size any of
    /// them has on that axis (their cells grow with them).
    private func evenOutUniformDimensions(_ slots: inout [Slot]) {
        for axis in [LayoutAxis.horizontal, .vertical] {
            let uniform = slots.indices.filter {
                !(slots[$0].item is NSCollectionLayoutGroup) && slots[$0].item.layoutSize.dimension(axis).isUniformAcrossSiblings
            }
            guard let largest = uniform.map({ axis.length(slots[$0].size) }).max() else { continue }
            for index in uniform {
                let grown = axis.size(along: largest, across: axis.cross.length(slots[index].size))
                slots[index].size = grown
                let item = slots[index].item
                slots[index].cells = [Cell(frame: cellFrame(item, slot: grown), badges: item.supplementaryItems)]
            }
        }
    }

    /// Where a slot sits across the group's axis: after its fixed spacing before; centred
    /// between two flexible spacings; at the far edge after a lone flexible spacing before it.
    private func acrossOffset(
        of slot: Slot, spacing: (before: NSCollectionLayoutSpacing?, after: NSCollectionLayoutSpacing?)?, axis: LayoutAxis,
        content: CGSize
    ) -> CGFloat {
        let before = spacing?.before, after = spacing?.after
        let start = before?.spacing ?? 0
        let free = max(0, axis.cross.length(content) - axis.cross.length(slot.size) - start - (after?.spacing ?? 0))
        switch (before?.isFlexibleSpacing == true, after?.isFlexibleSpacing == true) {
        case (true, true): return start + free / 2
        case (true, false): return start + free
        default: return start
        }
    }
}
