import InterludeUIKit

/// `InterludeLayoutBenchmarks uikit-digest`: lays out views through the UIKit API in a fixed
/// sequence and prints a 64-bit FNV-1a hash of every frame's bit patterns after each step, so two
/// processes (different hash seeds) can be compared; the last line prints a `Set`'s order, which
/// does change with the seed.
@MainActor
enum UIKitLayoutDigest {
    static func run() {
        let stack = UIKitStackLayout(rows: 100)
        var views = stack.cells + stack.labels
        func report(_ step: String) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for view in views {
                let frame = view.frame
                for value in [frame.minX, frame.minY, frame.width, frame.height] {
                    var bits = Double(value).bitPattern
                    for _ in 0..<8 {
                        hash = (hash ^ (bits & 0xff)) &* 0x0000_0100_0000_01b3
                        bits >>= 8
                    }
                }
            }
            print("\(step): \(String(hash, radix: 16))")
        }
        report("built")
        stack.minimumHeights[0].constant = 61.25
        stack.container.layoutIfNeeded()
        report("first minimum 61.25")
        stack.cells[50].removeFromSuperview()
        stack.container.layoutIfNeeded()
        report("cell 50 removed")
        // Ambiguous on purpose: widths between 10 and 300 with nothing preferring one.
        for cell in stack.cells.prefix(20) where cell.superview != nil {
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(box)
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
                box.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
                box.topAnchor.constraint(equalTo: cell.topAnchor), box.heightAnchor.constraint(equalToConstant: 4),
                box.leadingAnchor.constraint(greaterThanOrEqualTo: cell.leadingAnchor),
            ])
            views.append(box)
        }
        stack.container.layoutIfNeeded()
        report("ambiguous boxes")
        let row = UIStackView(arrangedSubviews: (0..<7).map { _ in UIView() })
        row.distribution = .equalSpacing
        row.frame = CGRect(x: 0, y: 0, width: 390, height: 40)
        stack.container.addSubview(row)
        for (index, view) in row.arrangedSubviews.enumerated() {
            view.widthAnchor.constraint(equalToConstant: CGFloat(10 + 3 * index)).isActive = true
        }
        views += row.arrangedSubviews
        stack.container.layoutIfNeeded()
        report("stack view")
        print("set order (differs between hash seeds): \(Array(Set(0..<32)).prefix(8))")
    }
}
