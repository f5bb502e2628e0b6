import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

// What a configured cell draws (Interlude's rendering; UIKit documents the parts, not the pixels):
// a selected list cell fills with systemGray4 (209, 209, 214) through its background
// configuration; the image sits 16 points in, in the tint color; the text starts 16 points after
// the image's room; a stroke in the stroke color.
@MainActor
@Suite("Configured cells drawn")
struct ConfiguredCellDrawingTests {
    @Test("a selected cell with a list background, an image and text")
    func selectedConfiguredCell() {
        let window = makeWhiteWindow(width: 200, height: 44)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = window.bounds
        var content = cell.defaultContentConfiguration()
        content.text = "Favorites"
        // A drawn template image (Interlude's SF Symbols are blank): a 20-point square.
        content.image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }.withRenderingMode(.alwaysTemplate)
        cell.contentConfiguration = content
        cell.backgroundConfiguration = .listPlainCell()
        window.addSubview(cell)
        cell.setSelected(true, animated: false)
        window.layoutIfNeeded()
        let frame = window.renderFrame(scale: 2)
        // Right of the text, the selected fill.
        expectPixel(frame, 2 * 190, 2 * 22, RGBA(209, 209, 214), tolerance: 1, "selected fill")
        let list = cell.contentView as? UIListContentView
        let imageFrame = list?.subviews.first { $0 is UIImageView }?.frame ?? .zero
        let textFrame = list?.subviews.first { ($0 as? UILabel)?.isHidden == false }?.frame ?? .zero
        #expect(imageFrame.minX == 16)
        #expect(textFrame.minX == imageFrame.maxX + 16)
        var bluest = 0, darkest = 255
        for y in Int(2 * imageFrame.minY)..<Int(2 * imageFrame.maxY) {
            for x in Int(2 * imageFrame.minX)..<Int(2 * imageFrame.maxX) {
                let p = frame.pixel(x: x, y: y)
                bluest = max(bluest, Int(p.b) - Int(p.r))
            }
        }
        for y in Int(2 * textFrame.minY)..<Int(2 * textFrame.maxY) {
            for x in Int(2 * textFrame.minX)..<Int(2 * min(textFrame.maxX, 150)) {
                let p = frame.pixel(x: x, y: y)
                darkest = min(darkest, Int(p.r), Int(p.g), Int(p.b))
            }
        }
        #expect(bluest > 150, "the template image is drawn in the tint color")
        #expect(darkest < 80, "the text is drawn in label")

        cell.setSelected(false, animated: false)
        window.layoutIfNeeded()
        expectPixel(window.renderFrame(scale: 2), 2 * 190, 2 * 22, RGBA(255, 255, 255), tolerance: 0, "unselected")
    }

    @Test("a background's stroke and corner radius")
    func strokedBackground() {
        let window = makeWhiteWindow(width: 100, height: 60)
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .systemGreen
        background.strokeColor = .systemRed
        background.strokeWidth = 4
        background.cornerRadius = 12
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        cell.backgroundConfiguration = background
        window.addSubview(cell)
        window.layoutIfNeeded()
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 50, 30, RGBA(52, 199, 89), tolerance: 1, "fill (systemGreen)")
        expectPixel(frame, 50, 11, RGBA(255, 59, 48), tolerance: 1, "stroke (systemRed)")
        expectPixel(frame, 5, 30, RGBA(255, 255, 255), tolerance: 0, "outside the insets")
        expectPixel(frame, 11, 11, RGBA(255, 255, 255), tolerance: 2, "the rounded corner")
    }

    @Test("list cell accessories: a checkmark in the tint color, a gray chevron, a red deletion circle")
    func accessories() {
        let window = makeWhiteWindow(width: 200, height: 44)
        let cell = UICollectionViewListCell(frame: window.bounds)
        cell.accessories = [.checkmark(), .disclosureIndicator(), .delete(displayed: .always)]
        window.addSubview(cell)
        window.layoutIfNeeded()
        let frame = window.renderFrame(scale: 2)
        func extremes(_ rect: CGRect) -> (bluest: Int, darkest: Int, reddest: Int) {
            var bluest = 0, darkest = 255, reddest = 0
            for y in Int(2 * rect.minY)..<Int(2 * rect.maxY) {
                for x in Int(2 * rect.minX)..<Int(2 * rect.maxX) {
                    let p = frame.pixel(x: x, y: y)
                    bluest = max(bluest, Int(p.b) - Int(p.r))
                    reddest = max(reddest, Int(p.r) - Int(p.b))
                    darkest = min(darkest, Int(p.r), Int(p.g), Int(p.b))
                }
            }
            return (bluest, darkest, reddest)
        }
        // Trailing: the chevron (8 points) ends 16 in, the checkmark (14) 16 before it; the
        // deletion circle (22) starts 16 in.
        let chevron = extremes(CGRect(x: 176, y: 15, width: 8, height: 14))
        #expect(chevron.darkest < 225 && chevron.bluest < 15, "a light gray chevron")
        #expect(extremes(CGRect(x: 146, y: 16, width: 14, height: 12)).bluest > 150, "a tinted checkmark")
        #expect(extremes(CGRect(x: 16, y: 11, width: 22, height: 22)).reddest > 150, "a red deletion circle")
        expectPixel(frame, 2 * 100, 2 * 22, RGBA(255, 255, 255), tolerance: 0, "the empty content")
    }
}
