import Testing
@testable import InterludeCommandLine

@Suite("Progress bar")
struct ProgressBarTests {
    @Test("not on a terminal: one plain line at each quarter, no carriage returns")
    func plainLines() {
        var text = ""
        let bar = ProgressBar(label: "slide", total: 8, isTerminal: false) { text += $0 }
        for done in 1...8 { bar.update(done) }
        bar.finish()
        let lines = text.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.map { $0.split(separator: " ")[2] } == ["2/8", "4/8", "6/8", "8/8"])
        #expect(!text.contains("\r"))
    }

    @Test("on a terminal: one line redrawn with \\r and erased to its end, ended by a newline")
    func terminal() {
        var text = ""
        let bar = ProgressBar(label: "flip", total: 3, isTerminal: true) { text += $0 }
        bar.update(1)
        bar.update(3)
        bar.finish()
        #expect(text.hasPrefix("\rflip ["))
        #expect(text.components(separatedBy: "\r").count - 1 == 3, "first frame, last frame, finish")
        #expect(text.components(separatedBy: ProgressBar.clearToEndOfLine).count - 1 == 3)
        #expect(text.hasSuffix("\n") && text.filter { $0 == "\n" }.count == 1)
        #expect(text.contains("3/3 frames") && text.contains(" fps  ETA "))
    }
}
