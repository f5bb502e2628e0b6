import Foundation
import InterludeRender
import Testing
@testable import InterludeUIKit

// Links in a text view. NSAttributedString.Key.link
// (https://developer.apple.com/documentation/foundation/nsattributedstring/key/link): a URL or a
// string. UITextView.isSelectable
// (https://developer.apple.com/documentation/uikit/uitextview/isselectable): "controls the ability
// of the user to select content and interact with URLs". UITextViewDelegate's
// textView(_:shouldInteractWith:in:) page: the text view calls it "if the user taps or
// long-presses the URL link", and "By default, the text view opens the application responsible
// for handling the URL type"; links are interactive only in a selectable, non-editable text view.
// UITextItemInteraction.invokeDefaultAction: "The user wants to perform the default action on the
// text item; for example, opening a URL." linkTextAttributes
// (https://developer.apple.com/documentation/uikit/uitextview/linktextattributes): the attributes
// applied to links; links take the view's tint color until they are set.
@MainActor
private final class LinkLog: NSObject, UITextViewDelegate {
    var entries: [String] = []
    var allows = true
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool {
        entries.append("\(URL.absoluteString) \(characterRange.location),\(characterRange.length) \(interaction.rawValue)")
        return allows
    }
}

/// A delegate of iOS 7's time: the link question without an interaction.
@MainActor
private final class OldLinkDelegate: NSObject, UITextViewDelegate {
    var ranges: [NSRange] = []
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
        ranges.append(characterRange)
        return false
    }
}

@MainActor
@Suite("UITextView links", .serialized)
struct TextViewLinkTests {
    /// A read-only text view at (0, 100) whose first line is "Visit " then a linked "example".
    private func makeTextView(link: Any = URL(string: "https://example.com/a")!) -> (UIWindow, UITextView, LinkLog) {
        let window = makeWindow()
        window.backgroundColor = .white
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        textView.isEditable = false
        let plain: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.black]
        var linked = plain
        linked[.link] = link
        let text = NSMutableAttributedString(string: "Visit ", attributes: plain)
        text.append(NSAttributedString(string: "example", attributes: linked))
        text.append(NSAttributedString(string: " today", attributes: plain))
        textView.attributedText = text
        let log = LinkLog()
        textView.delegate = log
        window.addSubview(textView)
        window.layoutIfNeeded()
        return (window, textView, log)
    }

    /// The x of the middle of the characters of `range` in the first line of `textView`'s text.
    private func middle(of range: NSRange, in textView: UITextView) -> CGFloat {
        let font = UIFont.systemFont(ofSize: 30)
        let string = textView.text as NSString
        let before = string.substring(to: range.location).size(withAttributes: [.font: font]).width
        let width = string.substring(with: range).size(withAttributes: [.font: font]).width
        return 5 + before + width / 2
    }

    /// Opens URLs into `opened` while `body` runs.
    private func recordingOpenedURLs(_ body: (() -> [URL]) -> Void) {
        var opened: [URL] = []
        UIApplication.shared.urlOpener = { url in
            opened.append(url)
            return true
        }
        defer { UIApplication.shared.urlOpener = nil }
        body { opened }
    }

    @Test("Attribute name is UIKit's; link text attributes default to the tint color")
    func defaults() {
        #expect(NSAttributedString.Key.link.rawValue == "NSLink")
        let textView = UITextView()
        #expect(textView.linkTextAttributes[.foregroundColor] as? UIColor == textView.tintColor)
        textView.linkTextAttributes = [.underlineStyle: NSUnderlineStyle.single.rawValue]
        #expect(textView.linkTextAttributes[.foregroundColor] == nil)
        textView.linkTextAttributes = nil
        #expect(textView.linkTextAttributes[.foregroundColor] as? UIColor == textView.tintColor)
    }

    @Test("A tap on a link asks the delegate, then opens the link")
    func tapOpens() {
        recordingOpenedURLs { opened in
            let (window, textView, log) = makeTextView()
            window.tap(at: CGPoint(x: middle(of: NSRange(location: 6, length: 7), in: textView), y: 100 + 8 + 15))
            #expect(log.entries == ["https://example.com/a 6,7 0"])
            #expect(opened() == [URL(string: "https://example.com/a")!])
            // Not on the link: nothing.
            window.tap(at: CGPoint(x: middle(of: NSRange(location: 0, length: 5), in: textView), y: 100 + 8 + 15))
            #expect(log.entries.count == 1 && opened().count == 1)
            // The delegate declines: not opened.
            log.allows = false
            window.tap(at: CGPoint(x: middle(of: NSRange(location: 6, length: 7), in: textView), y: 100 + 8 + 15))
            #expect(log.entries.count == 2 && opened().count == 1)
        }
    }

    @Test("A delegate with only the iOS 7 link question is asked it")
    func olderDelegate() {
        recordingOpenedURLs { opened in
            let (window, textView, _) = makeTextView()
            let old = OldLinkDelegate()
            textView.delegate = old
            window.tap(at: CGPoint(x: middle(of: NSRange(location: 6, length: 7), in: textView), y: 100 + 8 + 15))
            #expect(old.ranges == [NSRange(location: 6, length: 7)] && opened().isEmpty)
        }
    }

    @Test("A link given as a string opens as its URL")
    func stringLink() {
        recordingOpenedURLs { opened in
            let (window, textView, log) = makeTextView(link: "https://example.com/b")
            window.tap(at: CGPoint(x: middle(of: NSRange(location: 6, length: 7), in: textView), y: 100 + 8 + 15))
            #expect(log.entries == ["https://example.com/b 6,7 0"] && opened() == [URL(string: "https://example.com/b")!])
        }
    }

    @Test("Links are not interactive in an editable or an unselectable text view")
    func onlySelectableReadOnly() {
        recordingOpenedURLs { opened in
            let (window, textView, log) = makeTextView()
            let point = CGPoint(x: middle(of: NSRange(location: 6, length: 7), in: textView), y: 100 + 8 + 15)
            textView.isSelectable = false
            window.tap(at: point)
            #expect(log.entries.isEmpty && opened().isEmpty)
            textView.isSelectable = true
            textView.isEditable = true
            window.tap(at: point)
            #expect(log.entries.isEmpty && opened().isEmpty && textView.isFirstResponder)
        }
    }

    @Test("Links draw in the tint color until link text attributes are set; an empty set leaves their own")
    func drawing() {
        let (window, textView, _) = makeTextView()
        textView.tintColor = .red
        func count(_ frame: RenderedFrame, _ test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> Int {
            var n = 0
            for y in 100..<150 { for x in 0..<300 where test(frame.pixel(x: x, y: y)) { n += 1 } }
            return n
        }
        let isRed: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool = { $0.r > 200 && $0.g < 80 && $0.b < 80 }
        let isGreen: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool = { $0.g > 100 && $0.r < 80 && $0.b < 80 }
        var frame = window.renderFrame(scale: 1)
        #expect(count(frame, isRed) > 40)
        // The link's characters only: "Visit" and "today" stay black.
        let linkStart = Int(middle(of: NSRange(location: 6, length: 0), in: textView)) - 1
        #expect((100..<150).allSatisfy { y in (0..<linkStart).allSatisfy { !isRed(frame.pixel(x: $0, y: y)) } })
        textView.linkTextAttributes = [.foregroundColor: UIColor.green]
        frame = window.renderFrame(scale: 1)
        #expect(count(frame, isRed) == 0 && count(frame, isGreen) > 40)
        // An empty set: the link's own attributes (black here).
        textView.linkTextAttributes = [:]
        frame = window.renderFrame(scale: 1)
        #expect(count(frame, isRed) == 0 && count(frame, isGreen) == 0)
    }
}
