import UIKit
import Testing

/// A share button as iOS code set one up before button configurations: an image beside the
/// title, spaced with edge insets, aligned left.
final class ShareButton: UIButton {
    convenience init(title: String) {
        self.init(type: .system)
        setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        setTitle(title, for: .normal)
        contentEdgeInsets = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
        titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
        contentHorizontalAlignment = .leading
        contentVerticalAlignment = .center
    }
}

@MainActor
@Suite("iOS-style client code: button images, insets and content alignment")
struct ButtonImageCallShapesTests {
    @Test("setImage, currentImage, edge insets and alignments")
    func share() {
        let button = ShareButton(title: "Share")
        let image: UIImage? = button.image(for: .highlighted)
        #expect(image != nil && button.currentImage === image)
        let view: UIImageView? = button.imageView
        #expect(view != nil)
        let alignment: UIControl.ContentHorizontalAlignment = button.effectiveContentHorizontalAlignment
        #expect(alignment == .left)
        let insets: UIEdgeInsets = button.contentEdgeInsets
        #expect(insets.left == 12)
        #expect(button.intrinsicContentSize.width > 24 + 17)
    }
}
