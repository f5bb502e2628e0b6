/// The view a cell, header or footer draws its `backgroundConfiguration` with, behind its content,
/// back to front: the fill, the image, the custom view and the stroke (a view's border, `strokeOutset`
/// outside the others), each with the configuration's corner radius. The owner places the view in
/// the frame the configuration's insets leave (``frame(of:in:margins:rightToLeft:)``).
@MainActor
final class BackgroundConfigurationView: UIView {
    private let fill = UIView(frame: .zero)
    private let stroke = UIView(frame: .zero)
    private var imageView: UIImageView?
    private var customView: UIView?
    private(set) var configuration = UIBackgroundConfiguration.clear()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        stroke.isOpaque = false
        addSubview(fill)
        addSubview(stroke)
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows `configuration`, `tint` standing for its nil colors.
    func apply(_ configuration: UIBackgroundConfiguration, tint: UIColor) {
        self.configuration = configuration
        fill.backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        stroke.layer.borderColor = configuration.resolvedStrokeColor(for: tint).cgColor
        stroke.layer.borderWidth = max(0, configuration.strokeWidth)
        if let image = configuration.image {
            let view = imageView ?? UIImageView(frame: .zero)
            if view.superview == nil { insertSubview(view, aboveSubview: fill) }
            view.image = image
            view.contentMode = configuration.imageContentMode
            imageView = view
        } else {
            imageView?.removeFromSuperview()
            imageView = nil
        }
        if customView !== configuration.customView {
            customView?.removeFromSuperview()
            customView = configuration.customView
            if let customView { insertSubview(customView, belowSubview: stroke) }
        }
        setNeedsLayout()
    }

    /// The background's frame in `bounds`: less the configuration's insets, and less `margins`
    /// on its ``UIBackgroundConfiguration/edgesAddingLayoutMarginsToBackgroundInsets``.
    static func frame(
        of configuration: UIBackgroundConfiguration, in bounds: CGRect, margins: NSDirectionalEdgeInsets,
        rightToLeft: Bool
    ) -> CGRect {
        var insets = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.leading) { insets.leading += margins.leading }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.trailing) { insets.trailing += margins.trailing }
        return bounds.inset(by: insets.edgeInsets(rightToLeft: rightToLeft))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let radius = max(0, configuration.cornerRadius)
        for view in [fill, imageView, customView].compactMap({ $0 }) {
            view.frame = bounds
            view.layer.cornerRadius = radius
            view.clipsToBounds = radius > 0 || view === imageView
        }
        let outset = configuration.strokeOutset
        stroke.frame = bounds.insetBy(dx: -outset, dy: -outset)
        stroke.layer.cornerRadius = max(0, radius + outset)
    }
}
