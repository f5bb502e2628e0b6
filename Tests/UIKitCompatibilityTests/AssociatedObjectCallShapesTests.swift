import UIKit
import Testing

// Stored properties added in extensions, the way iOS code does it with associated objects: keys
// are the addresses of static variables, values are read back with a cast.
private enum AssociatedKeys {
    static var transitionIdentifier: UInt8 = 0
    static var interactionHandler: UInt8 = 0
}

extension UIView {
    var transitionIdentifier: String? {
        get { objc_getAssociatedObject(self, &AssociatedKeys.transitionIdentifier) as? String }
        set {
            objc_setAssociatedObject(
                self, &AssociatedKeys.transitionIdentifier, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        }
    }
}

final class InteractionHandler {
    var dismissals = 0
}

extension UIViewController {
    var interactionHandler: InteractionHandler {
        if let handler = objc_getAssociatedObject(self, &AssociatedKeys.interactionHandler) as? InteractionHandler {
            return handler
        }
        let handler = InteractionHandler()
        objc_setAssociatedObject(self, &AssociatedKeys.interactionHandler, handler, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return handler
    }
}

@MainActor
@Suite("iOS-style client code: associated objects")
struct AssociatedObjectCallShapesTests {
    @Test("extension properties keep their values per object")
    func extensionProperties() {
        let card = UIView(), other = UIView()
        card.transitionIdentifier = "card"
        #expect(card.transitionIdentifier == "card")
        #expect(other.transitionIdentifier == nil)
        card.transitionIdentifier = nil
        #expect(card.transitionIdentifier == nil)

        let controller = UIViewController()
        controller.interactionHandler.dismissals += 1
        controller.interactionHandler.dismissals += 1
        #expect(controller.interactionHandler.dismissals == 2)
        #expect(UIViewController().interactionHandler.dismissals == 0)
    }
}
