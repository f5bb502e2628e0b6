import Foundation

/// Progress of a long export on stderr: on a terminal one line redrawn with `\r`
/// (bar, frames done/total, frames per second, ETA); otherwise a plain line at every 25 %.
///
/// Wall-clock reads live here, in the host layer, and nowhere in the library.
final class ProgressBar {
    let label: String
    let total: Int
    private let isTerminal: Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastDraw: ContinuousClock.Instant?
    private var lastQuarter = 0
    private var done = 0
    private let output: (String) -> Void

    /// - Parameters:
    ///   - isTerminal: redraw one line (true) or print plain lines; defaults to whether stderr is a terminal.
    ///   - output: where text goes; defaults to stderr.
    init(
        label: String, total: Int, isTerminal: Bool = isatty(STDERR_FILENO) != 0,
        output: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.label = label
        self.total = max(1, total)
        self.isTerminal = isTerminal
        self.output = output
        start = clock.now
    }

    /// Seconds since the bar was made.
    var elapsed: Double {
        let (seconds, attoseconds) = (clock.now - start).components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// ANSI "erase to end of line", so a shorter redraw leaves no tail of the previous one.
    static let clearToEndOfLine = "\u{1B}[K"

    func update(_ done: Int) {
        self.done = done
        if isTerminal {
            // Redraw at most 20 times a second, and always on the last frame.
            let now = clock.now
            if let lastDraw, now - lastDraw < .milliseconds(50), done < total { return }
            lastDraw = now
            write("\r" + line() + Self.clearToEndOfLine)
        } else {
            let quarter = done * 4 / total
            if quarter > lastQuarter {
                lastQuarter = quarter
                write(line() + "\n")
            }
        }
    }

    func finish() {
        if isTerminal { write("\r" + line() + Self.clearToEndOfLine + "\n") }
    }

    /// Ends the bar's line so an error message starts on its own line.
    func abandon() {
        if isTerminal && lastDraw != nil { write("\n") }
    }

    func line() -> String {
        let seconds = elapsed
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let remaining = rate > 0 ? Double(total - done) / rate : 0
        let width = 24
        let filled = done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        return
            "\(label) [\(bar)] \(done)/\(total) frames  \(String(format: "%.1f", rate)) fps  ETA \(String(format: "%.1f", remaining)) s"
    }

    private func write(_ text: String) { output(text) }
}
