extension UIColor {
    /// Sets this color as the fill and stroke color of the current graphics context.
    public func set() {
        setFill()
        setStroke()
    }

    /// Sets this color as the fill color of the current graphics context.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Sets this color as the stroke color of the current graphics context.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
