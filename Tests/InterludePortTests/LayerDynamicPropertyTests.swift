import Testing
@testable import InterludePort

/// `@NSManaged` properties of layer subclasses: Core Animation backs them with the layer's
/// key-value storage (CALayer.h: the class implements key-value coding for its subclasses'
/// properties and supplies the accessors they leave unimplemented); ported, they are accessors over
/// `value(forKey:)`/`setValue(_:forKey:)`, which Interlude's layers animate.
@Suite("Dynamic properties of layers")
struct LayerDynamicPropertyTests {
    @Test("A layer's @NSManaged properties become accessors over its key-value storage")
    func layerProperties() throws {
        let before = """
            class RingLayer: CAShapeLayer {
                @NSManaged var progress: CGFloat
                @objc @NSManaged public var tint: CGColor?
            }
            class DeepRingLayer: RingLayer {
                @NSManaged var spin: CATransform3D
            }
            """
        let after = """
            class RingLayer: CAShapeLayer {
                var progress: CGFloat {
                    get { value(forKey: "progress") as? CGFloat ?? 0 }
                    set { setValue(newValue, forKey: "progress") }
                }
                public var tint: CGColor? {
                    get { value(forKey: "tint") as? CGColor }
                    set { setValue(newValue, forKey: "tint") }
                }
            }
            class DeepRingLayer: RingLayer {
                var spin: CATransform3D {
                    get { value(forKey: "spin") as? CATransform3D ?? CATransform3DIdentity }
                    set { setValue(newValue, forKey: "spin") }
                }
            }
            """
        let file = try port(before)
        #expect(file.text == after)
        #expect(file.findings.isEmpty)
        #expect(try ported(after) == after)
    }

    @Test("A layer property of a type with no zero is reported and left; other classes' are reported as before")
    func reported() throws {
        let before = """
            class BadgeLayer: CALayer {
                @NSManaged var owner: NSObject
            }
            class Note: NSManagedObject {
                @NSManaged var title: String
            }
            """
        let file = try port(before)
        #expect(file.text == before)
        #expect(file.findings.map(\.line) == [2, 5])
        #expect(file.findings[0].reason.hasPrefix("`@NSManaged` property `owner` of a layer: write it as accessors"))
        #expect(file.findings[1].reason.hasPrefix("`@NSManaged` property `title`: Core Data is not available"))
    }
}
