import Testing
@testable import InterludeUIKit

/// `UIView.layerClass` is `class var layerClass: AnyClass`, as in UIKit
/// (https://developer.apple.com/documentation/uikit/uiview/layerclass: "the class used to create
/// the layer for instances of this class"; "the returned class must be CALayer or a subclass").
@MainActor
@Suite("UIView.layerClass")
struct LayerClassTests {
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    final class MisconfiguredView: UIView {
        override class var layerClass: AnyClass { NSObject.self }
    }

    @Test("A layer subclass backs the view; the default is CALayer")
    func subclass() {
        #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
        #expect(type(of: UIView().layer) == CALayer.self)
        #expect(GradientView().layer is CAGradientLayer)
    }

    @Test("A class that is not a layer is reported; the view gets a plain CALayer")
    func notALayer() {
        var view: UIView?
        let messages = capturingDiagnostics { view = MisconfiguredView() }
        #expect(type(of: view!.layer) == CALayer.self)
        #expect(messages == ["MisconfiguredView.layerClass: NSObject is not a CALayer subclass; the view has a plain CALayer"])
    }
}
