import UIKit
import Testing

/// A map-style screen that shows a details sheet resting at half height, with a grabber, a small
/// custom detent and the map left undimmed at medium — the shape of iOS 15/16 client code.
final class MapScreenViewController: UIViewController {
    private(set) var detentChanges: [String] = []
    private(set) var dismissedByUser = 0

    func showDetails() {
        let details = UIViewController()
        details.view.backgroundColor = .white
        if let sheet = details.sheetPresentationController {
            let small = UISheetPresentationController.Detent.Identifier("small")
            sheet.detents = [
                .custom(identifier: small) { context in
                    0.2 * context.maximumDetentValue
                },
                .medium(),
                .large(),
            ]
            sheet.selectedDetentIdentifier = .medium
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            sheet.preferredCornerRadius = 16
            sheet.delegate = self
        }
        present(details, animated: true, completion: nil)
    }

    func expand() {
        guard let sheet = presentedViewController?.sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = .large
        }
    }
}

extension MapScreenViewController: UISheetPresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        detentChanges.append(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissedByUser += 1
    }
}

@MainActor
@Suite("iOS-style client code: a details sheet with detents")
struct SheetCallShapesTests {
    @Test("The details sheet rests at medium over the undimmed map, expands when asked, and drags away")
    func detailsSheet() {
        let map = MapScreenViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = map
        window.makeKeyAndVisible()
        window.advance(by: 0)
        map.showDetails()
        window.advance(by: 0.6)
        let details = map.presentedViewController
        #expect(details?.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(details?.view.layer.cornerRadius == 16)
        map.expand()
        window.advance(by: 0.5)
        #expect(details?.view.frame == CGRect(x: 0, y: 54, width: 390, height: 790))
        #expect(map.detentChanges.isEmpty)
        // A slow drag down to the small detent (0.2 × 756 = 151.2 pt + 34 pt home indicator).
        window.sendTouch(.began, at: CGPoint(x: 195, y: 200))
        window.dragMove(to: CGPoint(x: 195, y: 780), duration: 0.5)
        window.advance(by: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 195, y: 780))
        window.advance(by: 0.5)
        #expect(map.detentChanges == ["small"])
        #expect(details?.sheetPresentationController?.selectedDetentIdentifier?.rawValue == "small")
        window.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 800), duration: 0.1)
        window.advance(by: 0.6)
        #expect(map.presentedViewController == nil)
        #expect(map.dismissedByUser == 1)
    }
}
