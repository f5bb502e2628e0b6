import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// `UIStackView`: distributions and alignments as UIKit documents them
/// (https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum,
/// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum), with blocks
/// of fixed intrinsic sizes so every frame can be worked out by hand. Ties in `.fill` go "based on
/// their index" (Apple's words): the first view stretches, as UIKit shows it.
@MainActor
@Suite("UIStackView: distributions, alignments, spacing, hiding")
struct StackViewTests {
    /// A view whose natural size is fixed.
    final class Block: UIView {
        let natural: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            natural = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { return nil }
        override var intrinsicContentSize: CGSize { natural }
    }

    /// A 300 × 100 horizontal stack of blocks 50, 60 and 70 wide (20, 40, 60 tall), spacing 10.
    func makeStack(_ distribution: UIStackView.Distribution, alignment: UIStackView.Alignment = .fill)
        -> (UIView, UIStackView, [Block])
    {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let blocks = [Block(50, 20), Block(60, 40), Block(70, 60)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        container.addSubview(stack)
        container.layoutIfNeeded()
        return (container, stack, blocks)
    }

    func expectFrames(_ blocks: [UIView], x: [CGFloat], widths: [CGFloat], _ note: Comment) {
        for (index, block) in blocks.enumerated() {
            expectClose(block.frame.minX, x[index], tolerance: 1e-5, "x of \(index): \(note)")
            expectClose(block.frame.width, widths[index], tolerance: 1e-5, "width of \(index): \(note)")
        }
    }

    @Test("fill: 180 + 20 of 300; the first block takes the 100 left: widths 150, 60, 70")
    func fill() {
        let (_, _, blocks) = makeStack(.fill)
        expectFrames(blocks, x: [0, 160, 230], widths: [150, 60, 70], "fill")
        #expect(blocks.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 100 }, "alignment fill")
        #expect(blocks.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }

    @Test("fillEqually: (300 − 20) / 3 = 93.33 each")
    func fillEqually() {
        let (_, _, blocks) = makeStack(.fillEqually)
        let width: CGFloat = 280.0 / 3
        expectFrames(blocks, x: [0, width + 10, 2 * width + 20], widths: [width, width, width], "fillEqually")
    }

    @Test("fillProportionally: 280 shared 50 : 60 : 70 → 77.78, 93.33, 108.89")
    func fillProportionally() {
        let (_, _, blocks) = makeStack(.fillProportionally)
        let widths: [CGFloat] = [280 * 50 / 180, 280 * 60 / 180, 280 * 70 / 180]
        expectFrames(blocks, x: [0, widths[0] + 10, widths[0] + widths[1] + 20], widths: widths, "fillProportionally")
    }

    @Test("equalSpacing: natural widths, the 120 left split into two gaps of 60")
    func equalSpacing() {
        let (_, _, blocks) = makeStack(.equalSpacing)
        expectFrames(blocks, x: [0, 110, 230], widths: [50, 60, 70], "equalSpacing")
    }

    @Test("equalCentering: centres at 25, 145, 265 (first and last against the edges)")
    func equalCentering() {
        let (_, _, blocks) = makeStack(.equalCentering)
        expectFrames(blocks, x: [0, 115, 230], widths: [50, 60, 70], "equalCentering")
    }

    @Test("Alignments across the axis: top, center, bottom of a 100-point row")
    func alignments() {
        let expectations: [(UIStackView.Alignment, [CGFloat])] = [
            (.top, [0, 0, 0]), (.center, [40, 30, 20]), (.bottom, [80, 60, 40]),
        ]
        for (alignment, tops) in expectations {
            let (_, _, blocks) = makeStack(.fill, alignment: alignment)
            for (index, block) in blocks.enumerated() {
                #expect(block.frame.minY == tops[index], "\(alignment) y of \(index)")
                #expect(block.frame.height == block.natural.height, "\(alignment) height of \(index)")
            }
        }
    }

    @Test("Vertical, custom spacing 20 after the first, 5 elsewhere: the first takes what is left")
    func verticalCustomSpacing() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let blocks = [Block(10, 30), Block(10, 40), Block(10, 50)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.axis = .vertical
        stack.spacing = 5
        stack.setCustomSpacing(20, after: blocks[0])
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        container.addSubview(stack)
        container.layoutIfNeeded()
        // 300 − 25 of gaps − 40 − 50 = 185 for the first.
        #expect(blocks.map(\.frame.minY) == [0, 205, 250])
        #expect(blocks.map(\.frame.height) == [185, 40, 50])
        #expect(blocks.allSatisfy { $0.frame.width == 100 })
        #expect(stack.customSpacing(after: blocks[0]) == 20)
        #expect(stack.customSpacing(after: blocks[1]) == UIStackView.spacingUseDefault)
    }

    @Test("Layout-margins-relative: the blocks sit inside 10-point margins")
    func marginsRelative() {
        let (container, stack, blocks) = makeStack(.fillEqually)
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        stack.isLayoutMarginsRelativeArrangement = true
        container.layoutIfNeeded()
        let width: CGFloat = 260.0 / 3
        expectFrames(blocks, x: [10, 20 + width, 30 + 2 * width], widths: [width, width, width], "margins")
        #expect(blocks.allSatisfy { $0.frame.minY == 10 && $0.frame.height == 80 })
    }

    @Test("Hiding an arranged view collapses it and its spacing; showing it brings it back")
    func hiding() {
        let (container, _, blocks) = makeStack(.fillEqually)
        blocks[1].isHidden = true
        container.layoutIfNeeded()
        #expect(blocks[0].frame.width == 145 && blocks[2].frame.minX == 155 && blocks[2].frame.width == 145)
        #expect(blocks[1].frame.width == 0)
        blocks[1].isHidden = false
        container.layoutIfNeeded()
        expectClose(blocks[2].frame.minX, 2 * 280.0 / 3 + 20, tolerance: 1e-5)
    }

    @Test("Hiding inside UIView.animate animates the others into place (linear: halfway at 0.5 s)")
    func hidingAnimated() {
        let window = makeWindow(width: 400, height: 400)
        let blocks = [Block(50, 20), Block(60, 40), Block(70, 60)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        window.addSubview(stack)
        window.layoutIfNeeded()
        let start = blocks[2].frame.minX
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { blocks[1].isHidden = true }
        #expect(blocks[2].frame.minX == 155, "the model frame moves at once")
        window.advance(to: 0.5)
        expectClose(shownFrame(blocks[2]).minX, (start + 155) / 2, tolerance: 1e-5)
        expectClose(shownFrame(blocks[0]).width, (280.0 / 3 + 145) / 2, tolerance: 1e-5)
    }

    @Test("A stack placed by constraints takes its size from its views: 50 + 10 + 60 by the tallest, 40")
    func sizedByContent() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let blocks = [Block(50, 20), Block(60, 40)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
        ])
        container.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 20, y: 30, width: 120, height: 40))
        #expect(blocks[1].frame == CGRect(x: 60, y: 0, width: 60, height: 40))
    }

    @Test("Arranged subviews: insert at an index, remove (stays a subview), removeFromSuperview leaves both")
    func arrangedSubviews() {
        let (container, stack, blocks) = makeStack(.fill)
        let extra = Block(10, 10)
        stack.insertArrangedSubview(extra, at: 1)
        #expect(
            stack.arrangedSubviews.map(ObjectIdentifier.init)
                == [blocks[0], extra, blocks[1], blocks[2]].map(ObjectIdentifier.init))
        stack.removeArrangedSubview(extra)
        #expect(stack.arrangedSubviews.count == 3 && extra.superview === stack)
        blocks[2].removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 2)
        container.layoutIfNeeded()
        // 50 + 60 + 10 of 300: the first takes 230.
        #expect(blocks[0].frame.width == 230 && blocks[1].frame.minX == 240)
    }
}
