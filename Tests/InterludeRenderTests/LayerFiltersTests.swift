import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

/// `filters`, `backgroundFilters` and `compositingFilter`: each of Apple's pages
/// (https://developer.apple.com/documentation/quartzcore/calayer/filters, …/backgroundfilters,
/// …/compositingfilter) says under Special Considerations "This property is not supported on layers
/// in iOS": the values are kept (default nil) and the layer draws as without them.
@MainActor
@Suite("CALayer filters on iOS")
struct LayerFiltersTests {
    @Test("filters are kept, copied to presentation layers and reachable by key, and not drawn")
    func keptNotDrawn() {
        let window = makeWhiteWindow()
        CATransaction.setDisableActions(true)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        layer.backgroundColor = UIColor.red.cgColor
        #expect(layer.filters == nil && layer.backgroundFilters == nil && layer.compositingFilter == nil)
        window.layer.addSublayer(layer)
        let before = window.renderFrame(scale: 1).pixels
        layer.filters = ["CIGaussianBlur"]
        layer.backgroundFilters = ["CIPointillize"]
        layer.setValue("multiplyBlendMode", forKey: "compositingFilter")
        CATransaction.flush()
        #expect(layer.filters?.first as? String == "CIGaussianBlur")
        #expect(layer.value(forKey: "backgroundFilters") as? [String] == ["CIPointillize"])
        #expect(layer.compositingFilter as? String == "multiplyBlendMode")
        #expect(layer.presentation()?.filters?.count == 1)
        #expect(window.renderFrame(scale: 1).pixels == before)
    }
}
