import Testing
@testable import InterludeQuartzCore

/// Key paths are parsed from and named by one table; these pin the spellings Core Animation
/// documents ("Core Animation Programming Guide", Key-Value Coding Extensions: transform field
/// value key paths — `transform.rotation` is identical to `transform.rotation.z`).
@Suite("Layer key paths")
struct LayerKeyPathTests {
    @Test("Transform field key paths parse to their function")
    func transformFieldPaths() {
        let expected: [(String, LayerKeyPath.TransformFunction)] = [
            ("transform.rotation.x", .rotationX), ("transform.rotation.y", .rotationY),
            ("transform.rotation.z", .rotationZ), ("transform.rotation", .rotationZ),
            ("transform.scale.x", .scaleX), ("transform.scale.y", .scaleY), ("transform.scale.z", .scaleZ),
            ("transform.scale", .scale), ("transform.translation.x", .translationX),
            ("transform.translation.y", .translationY), ("transform.translation.z", .translationZ),
            ("transform.translation", .translation),
        ]
        for (name, function) in expected {
            #expect(LayerKeyPath(name)?.transformFunction == function, "\(name)")
        }
    }

    @Test("Every path's name parses back to the same path; unknown names do not parse")
    func namesRoundTrip() {
        let names = [
            "position", "position.x", "position.y", "anchorPoint", "bounds", "bounds.origin", "bounds.size",
            "bounds.size.width", "bounds.size.height", "zPosition", "opacity", "hidden", "transform",
            "sublayerTransform", "backgroundColor", "cornerRadius", "borderWidth", "borderColor",
            "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "contentsRect",
            "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase",
            "startPoint", "endPoint",
        ]
        for name in names {
            let path = LayerKeyPath(name)
            #expect(path?.name == name, "\(name)")
        }
        #expect(LayerKeyPath("isHidden")?.name == "hidden")
        #expect(LayerKeyPath("masksToBounds") == nil)
        #expect(LayerKeyPath("position.z") == nil)
    }

    @Test("A layer's setter announces the change under the path's name")
    @MainActor func settersUseTheTableNames() {
        final class Recorder: NSObject, CALayerDelegate {
            var keys: [String] = []
            func action(for layer: CALayer, forKey event: String) -> CAAction? {
                keys.append(event)
                return NSNull()
            }
        }
        let layer = CALayer()
        let recorder = Recorder()
        layer.delegate = recorder
        layer.opacity = 0.5
        layer.position = CGPoint(x: 1, y: 2)
        layer.isHidden = true
        layer.shadowRadius = 7
        #expect(recorder.keys == ["opacity", "position", "hidden", "shadowRadius"])
    }
}
