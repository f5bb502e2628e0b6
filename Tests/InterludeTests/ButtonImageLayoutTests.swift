import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Button images and insets: the image left of the title, the pair placed in the bounds inset by
/// `contentEdgeInsets` per the content alignments, each rectangle then inset by its own edge
/// insets (positive moves an edge inwards, negative outwards:
/// https://developer.apple.com/documentation/uikit/uibutton/imageedgeinsets); images per state
/// fall back to `.normal`'s (https://developer.apple.com/documentation/uikit/uibutton/image(for:)).
@MainActor
@Suite("Button images and insets")
struct ButtonImageLayoutTests {
    func button() -> (UIButton, titleWidth: CGFloat) {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.setTitle("Title", for: .normal)
        button.setImage(blackSquare, for: .normal)
        button.layoutIfNeeded()
        return (button, button.titleLabel!.sizeThatFits(.zero).width)
    }

    @Test("Images per state fall back to the normal one; currentImage follows the state")
    func imagesPerState() {
        let button = UIButton(type: .custom)
        #expect(button.currentImage == nil)
        let selected = blackSquare.withRenderingMode(.alwaysOriginal)
        button.setImage(blackSquare, for: .normal)
        button.setImage(selected, for: .selected)
        #expect(button.image(for: .highlighted) === blackSquare)
        #expect(button.currentImage === blackSquare)
        button.isSelected = true
        #expect(button.currentImage === selected && button.imageView?.image === selected)
        button.setImage(nil, for: .selected)
        #expect(button.currentImage === blackSquare)
    }

    @Test("Centred by default: the image, then the title, the pair in the middle")
    func centred() {
        let (button, w) = button()
        let x = 100 - (20 + w) / 2
        expectRect(button.imageView!.frame, CGRect(x: x, y: 15, width: 20, height: 20))
        expectClose(button.titleLabel!.frame.minX, x + 20, tolerance: 1e-9)
        expectClose(button.titleLabel!.frame.width, w, tolerance: 1e-9)
        // The intrinsic size holds the image, the title and the content insets.
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 8)
        let title = button.titleLabel!.sizeThatFits(.zero)
        #expect(button.intrinsicContentSize == CGSize(width: 20 + title.width + 18, height: max(20, title.height) + 10))
        button.layoutIfNeeded()
        // The content rectangle is (10, 4, 182, 40): its middle moves 1 point right, 1 point up.
        expectClose(button.imageView!.frame.minX, 10 + 91 - (20 + w) / 2, tolerance: 1e-9)
        expectClose(button.imageView!.frame.minY, 4 + 20 - 10, tolerance: 1e-9)
    }

    @Test("sizeToFit() fits the image, the title and the content insets")
    func sizeToFitFitsTheContent() {
        // sizeToFit(): "Specific UIKit views resize themselves according to their own internal
        // needs" (https://developer.apple.com/documentation/uikit/uiview/sizetofit()); a button's
        // needs are its content, as its intrinsic size gives them.
        let (button, _) = button()
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 8)
        button.sizeToFit()
        #expect(button.bounds.size == button.intrinsicContentSize)
        #expect(button.bounds.width < 200)
    }

    @Test("Edge insets move and resize each rectangle; they do not count in the intrinsic size")
    func edgeInsets() {
        let (button, w) = button()
        let size = button.intrinsicContentSize
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
        button.layoutIfNeeded()
        let x = 100 - (20 + w) / 2
        expectRect(button.imageView!.frame, CGRect(x: x + 10, y: 15, width: 20, height: 20))
        expectClose(button.titleLabel!.frame.minX, x + 24, tolerance: 1e-9)
        expectClose(button.titleLabel!.frame.width, w - 4, tolerance: 1e-9)
        #expect(button.intrinsicContentSize == size)
    }

    @Test("Content alignments place the pair against an edge or across the bounds")
    func alignments() {
        let (button, w) = button()
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.origin == .zero)
        button.contentHorizontalAlignment = .trailing
        #expect(button.effectiveContentHorizontalAlignment == .right)
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        expectClose(button.titleLabel!.frame.maxX, 200, tolerance: 1e-9)
        expectClose(button.imageView!.frame.maxY, 50, tolerance: 1e-9)
        expectClose(button.imageView!.frame.minX, 200 - w - 20, tolerance: 1e-9)
        button.contentHorizontalAlignment = .fill
        button.layoutIfNeeded()
        expectClose(button.titleLabel!.frame.width, 180, tolerance: 1e-9)
        #expect(
            UIControl.ContentHorizontalAlignment.trailing.rawValue == 5 && UIControl.ContentVerticalAlignment.fill.rawValue == 3)
    }

    @Test("A system button shows an automatic image as a template; a custom one as it is")
    func systemTemplate() {
        let system = UIButton(type: .system)
        system.setImage(blackSquare, for: .normal)
        #expect(system.imageView?.image?.renderingMode == .alwaysTemplate)
        #expect(system.currentImage?.renderingMode == .automatic)
        let custom = UIButton(type: .custom)
        custom.setImage(blackSquare, for: .normal)
        #expect(custom.imageView?.image?.renderingMode == .automatic)
    }
}

/// Expects two rectangles within 1e-9 of each other in every component.
private func expectRect(_ actual: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    let close = [
        (actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width),
        (actual.height, expected.height),
    ].allSatisfy { abs($0.0 - $0.1) <= 1e-9 }
    #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}
