import Foundation
import Testing
import InterludeTestSupport
@testable import InterludeQuartzCore

/// Every animatable key path is declared once (`LayerKeyPath.declarations`); these check that
/// what derives from a declaration agrees with it — the name parses back to the path, the value
/// read has the declared kind, writing what was read changes nothing, a value written reads back
/// through the path, through key-value coding (`value(forKeyPath:)`, `setValue(_:forKeyPath:)`)
/// and through the layer's public accessor — and that the list on `LayerKeyPath` names them all.
@MainActor @Suite("Layer key path declarations")
struct LayerKeyPathDeclarationTests {
    @Test("Each declared name and alias parses to its path, whose name is the declared one")
    func namesParse() {
        for declaration in LayerKeyPath.declarations {
            let path = LayerKeyPath(declaration.name)
            #expect(path?.name == declaration.name, "\(declaration.name)")
            for alias in declaration.aliases {
                #expect(LayerKeyPath(alias) == path, "\(alias)")
            }
        }
    }

    @Test("Each stored path reads its kind, writes back what it reads unchanged, and reads back a value written")
    func readAndWriteAgree() {
        let sample = Self.sampleState
        for path in Self.declaredPaths {
            let value = path.read(sample)
            #expect(Self.kind(of: value) == path.kind, "\(path.name)")
            var rewritten = sample
            path.write(value, into: &rewritten)
            #expect(rewritten == sample, "\(path.name): writing the value read changed the state")
            guard path.transformFunction == nil else { continue }
            let changed = Self.other(than: value)
            #expect(changed != value, "\(path.name)")
            var state = sample
            path.write(changed, into: &state)
            #expect(path.read(state) == changed, "\(path.name)")
            #expect(state != sample, "\(path.name): the write changed nothing")
        }
    }

    @Test("A value written through a stored path is what key-value coding reads, and what it writes")
    func keyValueCodingAgrees() {
        for path in Self.declaredPaths where path.transformFunction == nil {
            let declaration = path.declaration
            let layer = Self.layer(for: declaration.owner)
            layer.modelState = Self.sampleState
            let changed = Self.other(than: path.read(layer.modelState))
            guard declaration.isKeyValueProperty else {
                // An internal property is no key-value coding key: the name reaches stored values only.
                #expect(layer.value(forKey: path.name) == nil, "\(path.name)")
                continue
            }
            var state = layer.modelState
            path.write(changed, into: &state)
            layer.modelState = state
            #expect(AnimatableValue(layer.value(forKeyPath: path.name), kind: path.kind) == changed, "\(path.name)")

            let written = Self.layer(for: declaration.owner)
            written.modelState = Self.sampleState
            written.setValue(changed.boxed, forKeyPath: path.name)
            #expect(path.read(written.modelState) == changed, "\(path.name)")
        }
    }

    @Test("A transform function written on the identity reads back through key-value coding, and sets the same transform")
    func transformFunctionsAgreeWithKeyValueCoding() {
        for path in Self.declaredPaths {
            guard let function = path.transformFunction else { continue }
            let value: AnimatableValue = function == .translation ? .size(CGSize(width: 0.25, height: 0.5)) : .scalar(0.25)
            var state = LayerState()
            path.write(value, into: &state)
            let layer = CALayer()
            layer.modelState = state
            let read = layer.value(forKeyPath: path.name)
            if case .size(let size) = value {
                let readSize = read as? CGSize
                expectClose(readSize?.width ?? .nan, size.width, path.name)
                expectClose(readSize?.height ?? .nan, size.height, path.name)
            } else {
                expectClose((read as? CGFloat) ?? .nan, 0.25, path.name)
            }

            let written = CALayer()
            written.setValue(value.boxed, forKeyPath: path.name)
            let expected = state.transform, actual = written.transform
            for (a, e) in zip(Self.entries(of: actual), Self.entries(of: expected)) { expectClose(a, e, path.name) }
        }
    }

    @Test("A public accessor sets and reads the declared path, announcing the change under its name")
    func accessorsAgree() {
        final class Recorder: NSObject, CALayerDelegate {
            var keys: [String] = []
            func action(for layer: CALayer, forKey event: String) -> CAAction? {
                keys.append(event)
                return NSNull()
            }
        }
        for accessor in Self.accessors {
            guard let path = LayerKeyPath(accessor.name) else {
                Issue.record("\(accessor.name) is not declared")
                continue
            }
            let layer = accessor.makeLayer()
            layer.modelState = Self.sampleState
            let recorder = Recorder()
            layer.delegate = recorder
            #expect(accessor.get(layer) == path.read(layer.modelState), "\(accessor.name)")
            let changed = Self.other(than: path.read(layer.modelState))
            accessor.set(layer, changed)
            #expect(recorder.keys == [accessor.name])
            #expect(path.read(layer.modelState) == changed, "\(accessor.name)")
            #expect(accessor.get(layer) == changed, "\(accessor.name)")
        }
    }

    @Test("Setters clamp as declared and reject numbers that are not finite as stored, through key-value coding too")
    func settersClampAndReject() {
        let layer = CALayer()
        layer.opacity = 2
        layer.shadowOpacity = -1
        layer.backdropBlurRadius = -4
        #expect(layer.opacity == 1)
        #expect(layer.shadowOpacity == 0)
        #expect(layer.backdropBlurRadius == 0)
        layer.setValue(0.5, forKey: "opacity")
        let messages = capturingDiagnostics {
            layer.cornerRadius = .infinity
            // Finite as a Double, infinite as the Float `opacity` stores.
            layer.setValue(1e300, forKey: "opacity")
        }
        #expect(layer.cornerRadius == 0)
        #expect(layer.opacity == 0.5)
        #expect(
            messages == [
                "CALayer.cornerRadius = inf is not finite; the layer was left unchanged",
                "CALayer.setValue(_:forKey:): 1e+300 is not a value for 'opacity'; the layer was left unchanged",
            ])
    }

    @Test("The list of supported paths on LayerKeyPath names every declared path and alias, and nothing else")
    func documentedListMatches() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let source = try String(
            contentsOf: root.appendingPathComponent("Sources/InterludeQuartzCore/Animations/LayerKeyPath.swift"),
            encoding: .utf8)
        let comment = source.components(separatedBy: "\n").prefix { !$0.contains("struct LayerKeyPath") }
            .filter { $0.hasPrefix("///") }.map { $0.dropFirst(3) }.joined(separator: " ")
        let list = try #require(comment.components(separatedBy: "Supported:").last)
        // Backquoted words: every other piece between backquotes; type names start in upper case.
        let documented = list.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            .filter { $0.first?.isLowercase == true }
        let declared = LayerKeyPath.declarations.flatMap { [$0.name] + $0.aliases }
        #expect(documented.count >= declared.count)
        #expect(Set(documented) == Set(declared))
    }

    // MARK: Helpers

    /// Every declared path.
    static var declaredPaths: [LayerKeyPath] {
        LayerKeyPath.declarations.compactMap { LayerKeyPath($0.name) }
    }

    /// A state in which every declared value differs from its default.
    static var sampleState: LayerState {
        var state = LayerState()
        for path in declaredPaths where path.transformFunction == nil {
            path.write(other(than: path.read(state)), into: &state)
        }
        return state
    }

    /// A value of the same kind as `value` that differs from it in every number (0.25, or 0.5
    /// where that is 0.25: representable as `Float`, and within every setter's range).
    static func other(than value: AnimatableValue) -> AnimatableValue {
        func other(_ x: CGFloat) -> CGFloat { x == 0.25 ? 0.5 : 0.25 }
        switch value {
        case .scalar(let v): return .scalar(v == 0.25 ? 0.5 : 0.25)
        case .point(let p): return .point(CGPoint(x: other(p.x), y: other(p.y)))
        case .size(let s): return .size(CGSize(width: other(s.width), height: other(s.height)))
        case .rect(let r):
            return .rect(CGRect(x: other(r.minX), y: other(r.minY), width: other(r.width), height: other(r.height)))
        case .transform(let t):
            var m = t
            m.m11 = other(t.m11); m.m12 = other(t.m12); m.m21 = other(t.m21); m.m22 = other(t.m22)
            m.m34 = other(t.m34); m.m41 = other(t.m41); m.m42 = other(t.m42); m.m43 = other(t.m43)
            return .transform(m)
        case .color(let c):
            let c = c ?? CGColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.25)
            return .color(CGColor(red: other(c.red), green: other(c.green), blue: other(c.blue), alpha: other(c.alpha)))
        case .bool(let b): return .bool(!b)
        }
    }

    static func kind(of value: AnimatableValue) -> ValueKind {
        switch value {
        case .scalar: return .scalar
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .transform: return .transform
        case .color: return .color
        case .bool: return .bool
        }
    }

    static func entries(of t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    /// A layer of the class that has a property of `owner`.
    static func layer(for owner: CALayer.BuiltInDrawing) -> CALayer {
        switch owner {
        case .none: return CALayer()
        case .shape: return CAShapeLayer()
        case .gradient: return CAGradientLayer()
        case .replicator, .transformReplicator: return CAReplicatorLayer()
        case .transform: return CATransformLayer()
        case .emitter: return CAEmitterLayer()
        }
    }

    /// A layer class's public accessor, read and written through its Swift key path.
    @MainActor struct Accessor {
        let name: String
        let makeLayer: @MainActor () -> CALayer
        let get: @MainActor (CALayer) -> AnimatableValue
        let set: @MainActor (CALayer, AnimatableValue) -> Void

        init<Layer: CALayer, Value: AnimatableProperty>(_ name: String, _ property: ReferenceWritableKeyPath<Layer, Value>) {
            self.name = name
            makeLayer = { Layer() }
            get = { ($0 as! Layer)[keyPath: property].animatableValue }
            set = { layer, value in
                guard let value = Value(animatableValue: value) else {
                    Issue.record("\(name): \(value) does not fit")
                    return
                }
                (layer as! Layer)[keyPath: property] = value
            }
        }
    }

    /// The accessors of every animatable property (each is written on its own, independently of
    /// the declarations).
    static let accessors: [Accessor] = [
        Accessor("position", \CALayer.position), Accessor("anchorPoint", \CALayer.anchorPoint),
        Accessor("bounds", \CALayer.bounds), Accessor("zPosition", \CALayer.zPosition),
        Accessor("opacity", \CALayer.opacity), Accessor("hidden", \CALayer.isHidden),
        Accessor("transform", \CALayer.transform), Accessor("sublayerTransform", \CALayer.sublayerTransform),
        Accessor("backgroundColor", \CALayer.backgroundColor), Accessor("cornerRadius", \CALayer.cornerRadius),
        Accessor("borderWidth", \CALayer.borderWidth), Accessor("borderColor", \CALayer.borderColor),
        Accessor("shadowColor", \CALayer.shadowColor), Accessor("shadowOpacity", \CALayer.shadowOpacity),
        Accessor("shadowOffset", \CALayer.shadowOffset), Accessor("shadowRadius", \CALayer.shadowRadius),
        Accessor("backdropBlurRadius", \CALayer.backdropBlurRadius), Accessor("backdropTint", \CALayer.backdropTint),
        Accessor("contentsRect", \CALayer.contentsRect),
        Accessor("fillColor", \CAShapeLayer.fillColor), Accessor("strokeColor", \CAShapeLayer.strokeColor),
        Accessor("strokeStart", \CAShapeLayer.strokeStart), Accessor("strokeEnd", \CAShapeLayer.strokeEnd),
        Accessor("lineWidth", \CAShapeLayer.lineWidth), Accessor("miterLimit", \CAShapeLayer.miterLimit),
        Accessor("lineDashPhase", \CAShapeLayer.lineDashPhase),
        Accessor("startPoint", \CAGradientLayer.startPoint), Accessor("endPoint", \CAGradientLayer.endPoint),
    ]
}
