/// Recognizes a quick movement in a direction, UIKit's `UISwipeGestureRecognizer` (discrete).
///
/// UIKit documents no numbers; Interlude's rule: once ``numberOfTouchesRequired`` fingers are down,
/// their centroid must travel ``minimumDistance`` points along an allowed ``direction`` within
/// ``maximumDuration`` seconds of the first finger going down, straying at most
/// ``maximumDeviation`` points across it. The swipe is recognized on the move that reaches the
/// distance (the fingers may still be down). It fails when the time runs out (also with the
/// fingers held still), the fingers stray too far or move against every allowed direction by the
/// minimum distance, a finger lifts first, or too many fingers go down. ``location(in:)`` after
/// recognition is where the swipe started.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions a swipe may go, UIKit's raw values.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The directions as bits.
        public let rawValue: UInt
        /// Directions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right edge.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left edge.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards the top edge.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards the bottom edge.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Distance, in points, the fingers must travel along the direction (Interlude: 50, the
    /// minimum primary movement commonly measured on iOS).
    public static let minimumDistance: CGFloat = 50
    /// Time, in seconds from the first finger going down, within which the distance must be
    /// covered (Interlude: 0.5): slower movements are drags, not swipes.
    public static let maximumDuration: TimeInterval = 0.5
    /// How far, in points, the fingers may stray across the direction (Interlude: 50).
    public static let maximumDeviation: CGFloat = 50

    /// The directions that count. Defaults to `.right`.
    open var direction: Direction = .right
    /// Fingers needed. Defaults to 1.
    open var numberOfTouchesRequired = 1

    /// Centroid, in window coordinates, when all the fingers were down.
    private var startLocation: CGPoint?
    private var deadline: ClockTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        let down = trackedTouches.filter { !$0.isFinished }
        if down.count > numberOfTouchesRequired || startLocation != nil { return state = .failed }
        if deadline == nil, let window = touches.first?.window {
            deadline = ClockTimer(clock: window.clock, fireTime: event.timestamp + Self.maximumDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
                self.resetIfFinished()
            }
        }
        if down.count == numberOfTouchesRequired { startLocation = location(in: nil) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start = startLocation else { return }
        let point = location(in: nil)
        let moved = CGPoint(x: point.x - start.x, y: point.y - start.y)
        var blocked = true
        for allowed in allowedUnitVectors {
            let along = moved.x * allowed.x + moved.y * allowed.y
            let across = abs(moved.x * allowed.y - moved.y * allowed.x)
            if across > Self.maximumDeviation || along <= -Self.minimumDistance { continue }
            blocked = false
            if along >= Self.minimumDistance {
                recognizedStart = start
                return state = .recognized
            }
        }
        if blocked { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Where the swipe started once recognized (UIKit reports the start location); the touches'
    /// centroid otherwise.
    open override func location(in view: UIView?) -> CGPoint {
        guard let start = recognizedStart, state == .ended else { return super.location(in: view) }
        return view?.convert(start, from: nil) ?? start
    }

    private var recognizedStart: CGPoint?

    open override func reset() {
        super.reset()
        startLocation = nil
        recognizedStart = nil
        deadline?.invalidate()
        deadline = nil
    }

    /// Unit vectors, in window coordinates (y down), of the allowed directions.
    private var allowedUnitVectors: [CGPoint] {
        var vectors: [CGPoint] = []
        if direction.contains(.right) { vectors.append(CGPoint(x: 1, y: 0)) }
        if direction.contains(.left) { vectors.append(CGPoint(x: -1, y: 0)) }
        if direction.contains(.up) { vectors.append(CGPoint(x: 0, y: -1)) }
        if direction.contains(.down) { vectors.append(CGPoint(x: 0, y: 1)) }
        return vectors
    }
}
