extension UITableView {
    // MARK: Showing headers and footers

    /// Shows the headers and footers of the visible area and sends the others to the reuse
    /// queues, telling the delegate. Views leaving end their display first; then, section by
    /// section, the header and the footer that come into view are displayed — after the cells of
    /// the same pass, the order measured on iOS (cells, then each section's header and footer:
    /// http://39.103.169.235/p/ce5a13cbf565, a log of UITableView's delegate calls).
    func tileHeadersAndFooters() {
        var sections: [Int] = []
        if let slots = layout.slots(overlapping: bounds.minY, bounds.maxY) {
            sections = Array(layout.section(ofSlot: slots.lowerBound)...layout.section(ofSlot: slots.upperBound))
        }
        var shown: [Int: [Bool: CGRect]] = [:]
        for section in sections {
            for isHeader in [true, false] {
                let frame = headerFooterFrame(section: section, isHeader: isHeader)
                if frame.height > 0, frame.maxY > bounds.minY, frame.minY < bounds.maxY {
                    shown[section, default: [:]][isHeader] = frame
                }
            }
        }
        for isHeader in [true, false] {
            let views = isHeader ? headerViews : footerViews
            for (section, view) in views.sorted(by: { $0.key < $1.key }) where shown[section]?[isHeader] == nil {
                endDisplaying(view, section: section, isHeader: isHeader)
            }
        }
        for section in sections {
            for isHeader in [true, false] {
                guard let frame = shown[section]?[isHeader] else { continue }
                var view = isHeader ? headerViews[section] : footerViews[section]
                var appearing = false
                if view == nil, let made = makeHeaderFooterView(section: section, isHeader: isHeader) {
                    addSubview(made)
                    if isHeader { headerViews[section] = made } else { footerViews[section] = made }
                    (view, appearing) = (made, true)
                }
                guard let view else { continue }
                (view as? UITableViewHeaderFooterView)?.tableContentInsets = contentViewInsets(forWidth: bounds.width, minX: 0)
                if view.frame != frame {
                    view.frame = frame
                    view.layoutIfNeeded()
                }
                guard appearing else { continue }
                if isHeader {
                    tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
                } else {
                    tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
                }
            }
        }
    }

    /// Takes `section`'s header or footer view off screen into its reuse queue and tells the delegate.
    private func endDisplaying(_ view: UIView, section: Int, isHeader: Bool) {
        enqueue(view)
        if isHeader {
            headerViews[section] = nil
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            footerViews[section] = nil
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
    }

    /// Ends the display of every header and footer (the data is read again).
    func removeAllHeaderFooterViews() {
        for (section, view) in headerViews.sorted(by: { $0.key < $1.key }) {
            endDisplaying(view, section: section, isHeader: true)
        }
        for (section, view) in footerViews.sorted(by: { $0.key < $1.key }) {
            endDisplaying(view, section: section, isHeader: false)
        }
    }

    // MARK: Estimated heights

    /// The height `section`'s header or footer counts at in a new layout: its estimate when it
    /// sizes itself and the delegate or the table gives a positive estimate (it is measured when
    /// it appears, see ``measureAppearingHeadersAndFooters()``), else its height now.
    func initialHeaderFooterHeight(_ section: Int, isHeader: Bool) -> CGFloat {
        let fixed =
            isHeader
            ? tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        guard fixed < 0 else { return fixed }
        let estimate =
            isHeader
            ? tableDelegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? estimatedSectionHeaderHeight
            : tableDelegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? estimatedSectionFooterHeight
        guard estimate > 0 else { return isHeader ? headerHeight(section) : footerHeight(section) }
        if isHeader { unmeasuredHeaders.insert(section) } else { unmeasuredFooters.insert(section) }
        return estimate
    }

    /// Measures the estimated headers and footers in the visible area (and the header a plain
    /// table pins at the top); true when that changed the geometry.
    func measureAppearingHeadersAndFooters() -> Bool {
        guard !unmeasuredHeaders.isEmpty || !unmeasuredFooters.isEmpty,
            let slots = layout.slots(overlapping: bounds.minY, bounds.maxY)
        else { return false }
        var changed = false
        // The first visible section's header shows even above its slot when a plain table pins it.
        var headers: Set<Int> = style == .plain ? [layout.section(ofSlot: slots.lowerBound)] : []
        var footers = Set<Int>()
        for slot in slots {
            switch layout.content(ofSlot: slot) {
            case .header(let section): headers.insert(section)
            case .footer(let section): footers.insert(section)
            case .row: continue
            }
        }
        for section in headers.sorted() where unmeasuredHeaders.remove(section) != nil {
            let height = headerHeight(section)
            let padding = height > 0 ? max(0, sectionHeaderTopPadding) : 0
            if headerTopPaddings.indices.contains(section) { headerTopPaddings[section] = padding }
            if layout.headerSpan(section).height != height + padding {
                layout.setHeight(height + padding, ofSectionHeader: true, in: section)
                changed = true
            }
        }
        for section in footers.sorted() where unmeasuredFooters.remove(section) != nil {
            let height = footerHeight(section)
            if layout.footerSpan(section).height != height {
                layout.setHeight(height, ofSectionHeader: false, in: section)
                changed = true
            }
        }
        if changed { updateContentSize() }
        return changed
    }
}
