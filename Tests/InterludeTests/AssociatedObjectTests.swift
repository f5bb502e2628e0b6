import Foundation
import Testing
@testable import InterludeUIKit

// The Objective-C runtime's associated objects
// (https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:) and
// https://developer.apple.com/documentation/objectivec/objc_associationpolicy): values keyed by an
// address, held by policy, released with the object; setting nil removes one.
private final class Payload {
    let name: String
    init(_ name: String) { self.name = name }
}

private final class PlainObject {}

nonisolated(unsafe) private var firstKey = 0
nonisolated(unsafe) private var secondKey = 0

@MainActor
@Suite("Associated objects")
struct AssociatedObjectTests {
    @Test("a retained value is read back under its key and released with its view")
    func retainedUntilViewGoes() {
        var view: UIView? = UIView()
        var payload: Payload? = Payload("badge")
        weak let weakPayload = payload
        objc_setAssociatedObject(view!, &firstKey, payload, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        payload = nil
        #expect((objc_getAssociatedObject(view!, &firstKey) as? Payload)?.name == "badge")
        #expect(objc_getAssociatedObject(view!, &secondKey) == nil)
        view = nil
        #expect(weakPayload == nil)
    }

    @Test("values on layers and gesture recognizers are released with them")
    func layersAndRecognizers() {
        var layer: CALayer? = CALayer()
        var recognizer: UIGestureRecognizer? = UITapGestureRecognizer()
        var payloads: [Payload]? = [Payload("layer"), Payload("recognizer")]
        weak let first = payloads![0], second = payloads![1]
        objc_setAssociatedObject(layer!, &firstKey, payloads![0], .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(recognizer!, &firstKey, payloads![1], .OBJC_ASSOCIATION_RETAIN)
        payloads = nil
        #expect(first != nil && second != nil)
        layer = nil
        recognizer = nil
        #expect(first == nil && second == nil)
    }

    @Test("setting nil removes one value; objc_removeAssociatedObjects removes them all")
    func removal() {
        let view = UIView()
        objc_setAssociatedObject(view, &firstKey, "one", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        objc_setAssociatedObject(view, &secondKey, 2, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(view, &firstKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &firstKey) == nil)
        #expect(objc_getAssociatedObject(view, &secondKey) as? Int == 2)
        objc_removeAssociatedObjects(view)
        #expect(objc_getAssociatedObject(view, &secondKey) == nil)
    }

    @Test("a new value under a key replaces and releases the old one")
    func replacement() {
        let view = UIView()
        var old: Payload? = Payload("old")
        weak let weakOld = old
        objc_setAssociatedObject(view, &firstKey, old, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        old = nil
        objc_setAssociatedObject(view, &firstKey, Payload("new"), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(weakOld == nil)
        #expect((objc_getAssociatedObject(view, &firstKey) as? Payload)?.name == "new")
    }

    @Test("ASSIGN does not keep the value alive; reading it after it is gone gives nil")
    func assign() {
        let view = UIView()
        var payload: Payload? = Payload("weak")
        objc_setAssociatedObject(view, &firstKey, payload, .OBJC_ASSOCIATION_ASSIGN)
        #expect((objc_getAssociatedObject(view, &firstKey) as? Payload)?.name == "weak")
        payload = nil
        #expect(objc_getAssociatedObject(view, &firstKey) == nil)
    }

    @Test("COPY stores a copy of an NSCopying object: later changes to the original do not show")
    func copy() {
        let view = UIView()
        let text = NSMutableString(string: "draft")
        objc_setAssociatedObject(view, &firstKey, text, .OBJC_ASSOCIATION_COPY)
        text.append(" 2")
        #expect((objc_getAssociatedObject(view, &firstKey) as? NSString) == "draft")
    }

    @Test("values on other objects are released at the next associated-object call after the object is gone")
    func otherObjects() {
        var owner: PlainObject? = PlainObject()
        var payload: Payload? = Payload("plain")
        weak let weakPayload = payload
        objc_setAssociatedObject(owner!, &firstKey, payload, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        payload = nil
        #expect((objc_getAssociatedObject(owner!, &firstKey) as? Payload)?.name == "plain")
        owner = nil
        #expect(weakPayload != nil, "no runtime hook: still held")
        // The table is swept of dead owners when it reaches 64 entries.
        var others: [PlainObject] = []
        for _ in 0..<64 {
            others.append(PlainObject())
            objc_setAssociatedObject(others.last!, &secondKey, 1, .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(weakPayload == nil)
        for other in others { objc_removeAssociatedObjects(other) }
    }

    @Test("a value type is not an object: reported, nothing stored")
    func valueTypeOwner() {
        let messages = capturingDiagnostics {
            objc_setAssociatedObject(CGPoint.zero, &firstKey, 1, .OBJC_ASSOCIATION_RETAIN)
            #expect(objc_getAssociatedObject(CGPoint.zero, &firstKey) == nil)
        }
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("objc_setAssociatedObject: a CGPoint is not an object") == true)
    }
}
