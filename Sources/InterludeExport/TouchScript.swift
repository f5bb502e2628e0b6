import Foundation
import Interlude

/// What a person did in a live window, as data: one finger's phases at window-clock times, in
/// window points. `interlude play NAME --record FILE.json` writes one; `interlude export NAME
/// --script FILE.json` and `interlude play NAME --script FILE.json` replay it.
///
/// Replays are frame-exact: the live window delivers touches only at frame times
/// (`n / framesPerSecond`), and a replay delivers each touch at its recorded time through the same
/// script player the exporters use, so the clock takes the same steps.
///
/// The file is JSON:
/// ```json
/// { "format": "interlude-touch-script", "version": 1, "scene": "slide-push-interactive-pop",
///   "width": 390, "height": 844, "framesPerSecond": 60, "duration": 2.5,
///   "touches": [ { "time": 0.5, "phase": "began", "x": 195, "y": 328 }, … ] }
/// ```
public struct TouchScript: Codable, Equatable, Sendable {
    /// The value of `format` in every touch script.
    public static let formatName = "interlude-touch-script"
    /// The version this code writes and reads.
    public static let currentVersion = 1

    /// Always ``formatName``: tells a touch script from other JSON.
    public var format: String
    /// The version of the format (``currentVersion``).
    public var version: Int
    /// The name of the scene the touches were made in.
    public var scene: String
    /// The window's width in points.
    public var width: Double
    /// The window's height in points.
    public var height: Double
    /// The window's clock steps per second (`UIWindow.framesPerSecond`) while recording.
    public var framesPerSecond: Int
    /// Clock seconds recorded: the window clock's time when the recording stopped.
    public var duration: Double
    /// The finger's phases in time order.
    public var touches: [Touch]

    /// One phase of the finger at a clock time.
    public struct Touch: Codable, Equatable, Sendable {
        /// Seconds on the window clock (from 0, when the scene was built).
        public var time: Double
        /// What the finger did.
        public var phase: Phase
        /// Window coordinates in points.
        public var x: Double
        /// Window coordinates in points.
        public var y: Double

        /// A touch `phase` at `time` seconds at (`x`, `y`).
        public init(time: Double, phase: Phase, x: Double, y: Double) {
            self.time = time
            self.phase = phase
            self.x = x
            self.y = y
        }

        /// The touch's location.
        public var point: CGPoint { CGPoint(x: x, y: y) }
    }

    /// A finger phase as written in the file (UIKit's `UITouch.Phase` names).
    public enum Phase: String, Codable, CaseIterable, Sendable {
        /// The finger went down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled

        /// The phase as UIKit names it.
        public var touchPhase: UITouch.Phase {
            switch self {
            case .began: return .began
            case .moved: return .moved
            case .stationary: return .stationary
            case .ended: return .ended
            case .cancelled: return .cancelled
            }
        }

        /// Decodes a phase name, or fails naming the ones allowed.
        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            let name = try container.decode(String.self)
            guard let phase = Phase(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "unknown phase \"\(name)\" (use \(Phase.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            self = phase
        }
    }

    /// A script of `touches` made in `scene`, in a window of `size` stepping `framesPerSecond`,
    /// recorded for `duration` clock seconds.
    public init(scene: String, size: CGSize, framesPerSecond: Int = 60, duration: Double, touches: [Touch]) {
        format = Self.formatName
        version = Self.currentVersion
        self.scene = scene
        width = Double(size.width)
        height = Double(size.height)
        self.framesPerSecond = framesPerSecond
        self.duration = duration
        self.touches = touches
    }

    /// The window size in points.
    public var size: CGSize { CGSize(width: width, height: height) }

    // MARK: Reading and writing

    /// Reads and checks the script in `file`; the error names the file and the problem.
    public static func load(contentsOf file: URL) throws -> TouchScript {
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw TouchScriptError(file: file.path, problem: "cannot read the file (\(Self.reason(error)))")
        }
        do { return try decode(data) } catch let problem as TouchScriptError.Problem {
            throw TouchScriptError(file: file.path, problem: problem.text)
        }
    }

    /// Decodes and checks a script (``validate()``); throws `TouchScriptError.Problem`.
    public static func decode(_ data: Data) throws -> TouchScript {
        // The header first, so a future version is reported as such rather than as a missing field.
        struct Header: Decodable {
            var format: String?
            var version: Int?
        }
        let decoder = JSONDecoder()
        let header: Header
        do { header = try decoder.decode(Header.self, from: data) } catch {
            throw TouchScriptError.Problem(Self.describe(error))
        }
        guard header.format == formatName else {
            throw TouchScriptError.Problem(
                "not an Interlude touch script (\"format\" is \(header.format.map { "\"\($0)\"" } ?? "missing"), "
                    + "expected \"\(formatName)\")")
        }
        guard header.version == currentVersion else {
            throw TouchScriptError.Problem(
                "version \(header.version.map(String.init) ?? "missing") is not supported (this interlude reads version \(currentVersion))"
            )
        }
        let script: TouchScript
        do { script = try decoder.decode(TouchScript.self, from: data) } catch {
            throw TouchScriptError.Problem(Self.describe(error))
        }
        try script.validate()
        return script
    }

    /// The script as JSON: two-space indented, one touch per line.
    public func encoded() -> Data {
        let number = Self.number
        func quoted(_ text: String) -> String {
            let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
            return String(decoding: data, as: UTF8.self)
        }
        let lines = touches.map {
            "    { \"time\": \(number($0.time)), \"phase\": \"\($0.phase.rawValue)\", \"x\": \(number($0.x)), \"y\": \(number($0.y)) }"
        }
        let text = """
            {
              "format": \(quoted(format)),
              "version": \(version),
              "scene": \(quoted(scene)),
              "width": \(number(width)),
              "height": \(number(height)),
              "framesPerSecond": \(framesPerSecond),
              "duration": \(number(duration)),
              "touches": [\(lines.isEmpty ? "" : "\n" + lines.joined(separator: ",\n") + "\n  ")]
            }

            """
        return Data(text.utf8)
    }

    /// Writes the script to `file` atomically (all or nothing).
    public func write(to file: URL) throws {
        let output = try AtomicOutputFile(destination: file)
        try output.write(Array(encoded()))
        try output.commit()
    }

    // MARK: Checks

    /// Checks the values: a supported version, a usable size and frame rate, times finite, not
    /// negative and in order, points inside the window, and phases a finger can make (`began` only
    /// when no finger is down, the others only while one is). A script may end with the finger down.
    public func validate() throws {
        func fail(_ text: String) -> TouchScriptError.Problem { TouchScriptError.Problem(text) }
        guard format == Self.formatName else { throw fail("not an Interlude touch script (\"format\" is \"\(format)\")") }
        guard version == Self.currentVersion else {
            throw fail("version \(version) is not supported (this interlude reads version \(Self.currentVersion))")
        }
        guard width.isFinite, height.isFinite, (1...4096).contains(width), (1...4096).contains(height) else {
            throw fail("bad window size \(width)x\(height): each side must be 1…4096 points")
        }
        guard (1...240).contains(framesPerSecond) else {
            throw fail("bad framesPerSecond \(framesPerSecond): use 1…240")
        }
        guard duration.isFinite, (0...600).contains(duration) else {
            throw fail("bad duration \(duration): use 0…600 seconds")
        }
        var fingerDown = false
        var previousTime = 0.0
        for (index, touch) in touches.enumerated() {
            let name = "touch \(index) (\(touch.phase.rawValue) at \(touch.time) s)"
            guard touch.time.isFinite, touch.time >= 0 else { throw fail("\(name): the time must be finite and ≥ 0") }
            guard touch.time >= previousTime else {
                throw fail("\(name): times out of order (the touch before is at \(previousTime) s)")
            }
            guard touch.time <= duration else { throw fail("\(name): after the end of the script (duration \(duration) s)") }
            guard touch.x.isFinite, touch.y.isFinite, (0...width).contains(touch.x), (0...height).contains(touch.y) else {
                throw fail("\(name): point (\(touch.x), \(touch.y)) is outside the \(number(width))x\(number(height)) window")
            }
            switch touch.phase {
            case .began:
                guard !fingerDown else { throw fail("\(name): began while the finger is already down (one finger only)") }
                fingerDown = true
            case .moved, .stationary, .ended, .cancelled:
                guard fingerDown else { throw fail("\(name): no finger is down (a touch starts with began)") }
                if touch.phase == .ended || touch.phase == .cancelled { fingerDown = false }
            }
            previousTime = touch.time
        }
    }

    /// Checks that the script was made in `sceneName` and returns the window size to replay it at:
    /// `requestedSize` when given (it must be the script's), else the script's.
    public func windowSize(forScene sceneName: String, requestedSize: CGSize?) throws -> CGSize {
        guard scene == sceneName else {
            throw TouchScriptError.Problem("recorded in scene \"\(scene)\", not \"\(sceneName)\"")
        }
        if let requestedSize, requestedSize != size {
            throw TouchScriptError.Problem(
                "recorded in a \(number(width))x\(number(height)) window, not "
                    + "\(number(Double(requestedSize.width)))x\(number(Double(requestedSize.height))) (leave out --size to use the script's)"
            )
        }
        return size
    }

    /// Checks that `window` steps at the script's frame rate (its touches fall on those frames).
    @MainActor
    public func checkClock(of window: UIWindow) throws {
        guard window.framesPerSecond == framesPerSecond else {
            throw TouchScriptError.Problem(
                "recorded at \(framesPerSecond) frames per second, but the scene's window steps at \(window.framesPerSecond)")
        }
    }

    // MARK: Replay

    /// The touches as cues that send them to `window` (`UIWindow.sendTouch(_:at:)`), each at its time.
    @MainActor
    public func cues(in window: UIWindow) -> [Cue] {
        touches.map { touch in
            Cue(at: touch.time) { [weak window] in window?.sendTouch(touch.phase.touchPhase, at: touch.point) }
        }
    }

    // MARK: Messages

    /// A decoding error as one line: where in the file, and what.
    static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "malformed JSON (\(reason(error)))" }
        func path(_ keys: [CodingKey]) -> String {
            keys.reduce("") { text, key in
                if let index = key.intValue { return text + "[\(index)]" }
                return text.isEmpty ? key.stringValue : text + "." + key.stringValue
            }
        }
        func at(_ keys: [CodingKey]) -> String { keys.isEmpty ? "" : " at \(path(keys))" }
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "malformed JSON (\(firstLine(of: context.debugDescription)))" }
            return "bad value\(at(context.codingPath)): \(firstLine(of: context.debugDescription))"
        case .keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\"\(at(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "wrong type\(at(context.codingPath)): expected \(Self.jsonName(of: type))"
        case .valueNotFound(let type, let context):
            return "missing value\(at(context.codingPath)): expected \(Self.jsonName(of: type))"
        @unknown default:
            return "malformed JSON"
        }
    }

    private static func jsonName(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "an integer"
        case is Double.Type: return "a number"
        case is [Touch].Type: return "a list of touches"
        default: return "an object"
        }
    }

    private static func firstLine(of text: String) -> String {
        String(text.split(separator: "\n", omittingEmptySubsequences: true).first ?? "")
    }

    private static func reason(_ error: Error) -> String {
        firstLine(of: (error as NSError).localizedDescription)
    }

    /// A number as JSON: whole numbers without a fraction, others in the shortest form that reads back exactly.
    private static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    private func number(_ value: Double) -> String { Self.number(value) }
}
