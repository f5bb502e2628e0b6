extension UIView {
    /// Styles the view as the round white-by-default thumb of a slider or switch: `diameter` across,
    /// a soft shadow `shadowDrop` points below it, passing touches to its control.
    func styleAsControlThumb(diameter: CGFloat, shadowDrop: CGFloat) {
        isUserInteractionEnabled = false
        layer.cornerRadius = diameter / 2
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 2
        layer.shadowOffset = CGSize(width: 0, height: shadowDrop)
    }
}
