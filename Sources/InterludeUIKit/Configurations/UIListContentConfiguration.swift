import Foundation

/// The content of a list row, header or footer — an image, a text and a secondary text, with
/// their styling and spacing — UIKit's `UIListContentConfiguration`.
///
/// Start from a style (``cell()``, ``subtitleCell()``, ``valueCell()``, the header, footer and
/// sidebar styles in `UIListContentConfiguration+Styles.swift`, or a cell's
/// `defaultContentConfiguration()`), fill in the content and assign it to a cell's
/// `contentConfiguration`; its view is a ``UIListContentView``.
///
/// Layout (drawn by ``UIListContentView``): the content sits inside ``directionalLayoutMargins``
/// (on the axes in ``axesPreservingSuperviewLayoutMargins``, at least the superview's margins);
/// the image at the leading edge, centered vertically, ``imageToTextPadding`` from the text; the
/// secondary text under the text, ``textToSecondaryTextVerticalPadding`` apart, or — with
/// ``prefersSideBySideTextAndSecondaryText`` and room for both — at the trailing edge,
/// ``textToSecondaryTextHorizontalPadding`` at least from the text.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The image at the leading edge. Defaults to nil.
    public var image: UIImage?
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The primary text. Defaults to nil.
    public var text: String?
    /// A styled primary text; when set it wins over ``text`` and over the font and color of
    /// ``textProperties`` where its attributes say otherwise. Defaults to nil.
    public var attributedText: NSAttributedString?
    /// How the primary text looks.
    public var textProperties: TextProperties
    /// The secondary text. Defaults to nil.
    public var secondaryText: String?
    /// A styled secondary text, winning over ``secondaryText``. Defaults to nil.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// The axes on which the view keeps at least its superview's layout margins. Defaults to
    /// `.horizontal` (UIKit's descriptions of its configurations show
    /// `axesPreservingSuperviewLayoutMargins = [Horizontal]`).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The margins between the view's edges and the content (minimum margins on preserved axes).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the text and the secondary text sit side by side when there is room. True for
    /// ``valueCell()``, false otherwise.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the text, in points (only with both).
    public var imageToTextPadding: CGFloat
    /// The least space between the text and the secondary text side by side, in points.
    public var textToSecondaryTextHorizontalPadding: CGFloat
    /// The space between the text and the secondary text stacked, in points.
    public var textToSecondaryTextVerticalPadding: CGFloat
    /// The opacity of the whole content view (iOS 18). Defaults to 1.
    public var alpha: CGFloat = 1

    /// The style the configuration came from; ``updated(for:)`` restyles with it.
    let style: ListContentStyle

    init(style: ListContentStyle, metrics: ListContentStyle.Metrics) {
        self.style = style
        textProperties = metrics.text
        secondaryTextProperties = metrics.secondaryText
        directionalLayoutMargins = metrics.margins
        imageToTextPadding = metrics.imageToTextPadding
        textToSecondaryTextHorizontalPadding = metrics.horizontalPadding
        textToSecondaryTextVerticalPadding = metrics.verticalPadding
        prefersSideBySideTextAndSecondaryText = metrics.sideBySide
        imageProperties.restyle(tintColor: metrics.imageTint)
    }

    /// A ``UIListContentView`` showing the configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// A copy styled for `state`: fonts at the state's text size, and the style's colors for
    /// the state (a disabled row's text in `tertiaryLabel`, a selected sidebar row's in white…),
    /// except the fonts and colors set by hand, which stay. Content, margins and paddings do not
    /// change.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        var copy = self
        let metrics = style.metrics(for: state.cellState)
        copy.textProperties.restyle(font: metrics.text.font, color: metrics.text.color)
        copy.secondaryTextProperties.restyle(font: metrics.secondaryText.font, color: metrics.secondaryText.color)
        copy.imageProperties.restyle(tintColor: metrics.imageTint)
        return copy
    }
}
