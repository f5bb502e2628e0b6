/// Content hugging and compression resistance: how a view with an intrinsic size resists growing
/// and shrinking. UIKit's defaults for views made in code: hugging `.defaultLow` (250),
/// compression resistance `.defaultHigh` (750), both axes.
extension UIView {
    /// The priority with which the view resists growing beyond its intrinsic size along `axis`.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutState else { return .defaultLow }
        return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
    }

    /// Sets the priority with which the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.hugging.horizontal = priority } else { autoLayout.hugging.vertical = priority }
        contentSizeInputsChanged()
    }

    /// The priority with which the view resists shrinking below its intrinsic size along `axis`.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutState else { return .defaultHigh }
        return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
    }

    /// Sets the priority with which the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            autoLayout.compressionResistance.horizontal = priority
        } else {
            autoLayout.compressionResistance.vertical = priority
        }
        contentSizeInputsChanged()
    }

    /// `invalidateIntrinsicContentSize()`'s work: the engine measures the view again before the next pass.
    func intrinsicContentSizeDidChange() { contentSizeInputsChanged() }

    private func contentSizeInputsChanged() {
        // A stack view filling proportionally remakes its arrangement with the new size.
        if let stack = _superview as? UIStackView, stack.distribution == .fillProportionally {
            stack.arrangedSubviewChanged(self)
        }
        guard let item = layoutState?.engineItem, let engine = item.engine else { return }
        engine.intrinsicSizeChanged(of: item)
        _superview?.setNeedsLayout()
    }

    /// Whether the view's intrinsic height depends on its width (a label that wraps at its own
    /// width); such a view is measured again after its width changes.
    var intrinsicSizeDependsOnWidth: Bool { (self as? UILabel)?.wrapsAtItsOwnWidth ?? false }

    /// The value of `systemLayoutSizeFitting(_:)`'s target for the smallest size: zero.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// The value of `systemLayoutSizeFitting(_:)`'s target for the largest size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
