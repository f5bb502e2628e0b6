import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// `autoresizingMask`: when the superview's size changes by Δ, the flexible parts along each
/// axis (left margin, width, right margin; top margin, height, bottom margin) share Δ in
/// proportion to their current lengths (UIKit: "the size difference is distributed
/// proportionally among the flexible portions"). The container goes from 300 × 200 to
/// 400 × 300 (Δ = 100 on both axes) unless stated; the subview starts at (50, 20, 100, 60), so
/// its margins are left 50, right 150, top 20, bottom 120. Each expected frame is worked out in
/// its row.
@MainActor @Suite("Autoresizing")
struct AutoresizingTests {
    typealias Mask = UIView.AutoresizingMask

    nonisolated static let rows: [(mask: UInt, expected: CGRect, note: String)] = [
        (Mask.flexibleWidth.rawValue, CGRect(x: 50, y: 20, width: 200, height: 60), "width takes all 100"),
        (Mask.flexibleLeftMargin.rawValue, CGRect(x: 150, y: 20, width: 100, height: 60), "left margin takes all 100"),
        (Mask.flexibleRightMargin.rawValue, CGRect(x: 50, y: 20, width: 100, height: 60), "right margin: nothing moves"),
        (
            [Mask.flexibleLeftMargin, .flexibleRightMargin].map(\.rawValue).reduce(0, |),
            CGRect(x: 75, y: 20, width: 100, height: 60), "margins 50 : 150 → +25 left, +75 right"
        ),
        (
            [Mask.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin].map(\.rawValue).reduce(0, |),
            CGRect(x: 50 + 100.0 * 50 / 300, y: 20, width: 100 + 100.0 * 100 / 300, height: 60),
            "50 : 100 : 150 of 300 → +16.67 left, +33.33 width"
        ),
        (
            [Mask.flexibleWidth, .flexibleRightMargin].map(\.rawValue).reduce(0, |),
            CGRect(x: 50, y: 20, width: 140, height: 60), "100 : 150 → width +40"
        ),
        (
            [Mask.flexibleTopMargin, .flexibleHeight].map(\.rawValue).reduce(0, |),
            CGRect(x: 50, y: 45, width: 100, height: 135), "20 : 60 → top +25, height +75"
        ),
        (
            [Mask.flexibleHeight, .flexibleBottomMargin].map(\.rawValue).reduce(0, |),
            CGRect(x: 50, y: 20, width: 100, height: 60 + 100.0 * 60 / 180), "60 : 120 → height +33.33"
        ),
        (
            [Mask.flexibleWidth, .flexibleHeight].map(\.rawValue).reduce(0, |),
            CGRect(x: 50, y: 20, width: 200, height: 160), "both lengths take all of their axis"
        ),
    ]

    @Test("flexible parts share the change in proportion", arguments: 0..<rows.count)
    func grow(row: Int) {
        let (mask, expected, note) = Self.rows[row]
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let subview = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
        subview.autoresizingMask = Mask(rawValue: mask)
        container.addSubview(subview)
        container.frame.size = CGSize(width: 400, height: 300)
        expectClose(subview.frame.minX, expected.minX, tolerance: 1e-9, "x: \(note)")
        expectClose(subview.frame.minY, expected.minY, tolerance: 1e-9, "y: \(note)")
        expectClose(subview.frame.width, expected.width, tolerance: 1e-9, "width: \(note)")
        expectClose(subview.frame.height, expected.height, tolerance: 1e-9, "height: \(note)")
    }

    @Test("shrinking shares the loss the same way: margins 50 : 150, Δ = −60 → x 35")
    func shrink() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let subview = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
        subview.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        container.addSubview(subview)
        container.bounds.size.width = 240
        #expect(subview.frame == CGRect(x: 35, y: 20, width: 100, height: 60))
    }

    @Test("no mask, or autoresizesSubviews off, leaves the frame alone")
    func untouched() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let plain = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
        container.addSubview(plain)
        container.frame.size = CGSize(width: 400, height: 300)
        #expect(plain.frame == CGRect(x: 50, y: 20, width: 100, height: 60))

        let off = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        off.autoresizesSubviews = false
        let masked = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
        masked.autoresizingMask = .flexibleWidth
        off.addSubview(masked)
        off.frame.size = CGSize(width: 400, height: 300)
        #expect(masked.frame.width == 100)
    }

    @Test("changes compound over successive resizes: width 100 of 300, then of 400")
    func successive() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let subview = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
        subview.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        container.addSubview(subview)
        container.frame.size.width = 400 // 100 : 150 share +100 → width 140, right 210
        container.frame.size.width = 575 // 140 : 210 share +175 → width 140 + 70 = 210
        expectClose(subview.frame.width, 210, tolerance: 1e-9)
        #expect(subview.frame.minX == 50)
    }
}
