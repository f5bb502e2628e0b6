import UIKit
import Testing

/// A bottom sheet in the style of the pan-modal libraries: it sits above the home indicator by
/// reading the container's safe area, dims what is behind it, and refuses to adapt.
final class BottomSheetPresentationController: UIPresentationController {
    private let dimmingView = UIView()
    var contentHeight: CGFloat = 300

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let insets = containerView.safeAreaInsets
        let height = min(contentHeight + insets.bottom, containerView.bounds.height - insets.top)
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Hands out the bottom sheet and is its adaptive delegate.
final class BottomSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = BottomSheetPresentationController(presentedViewController: presented, presenting: presenting)
        controller.delegate = self
        return controller
    }
}

extension BottomSheetTransitioningDelegate: UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    {
        .none
    }
}

/// A settings screen that shows a menu as a popover even on a phone and hears when the user
/// taps it away.
final class SettingsViewController: UIViewController {
    let menuButton = UIButton(type: .system)
    private(set) var menuDismissedByUser = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        menuButton.frame = CGRect(x: 280, y: 120, width: 90, height: 44)
        view.addSubview(menuButton)
    }

    func showMenu() {
        let menu = UIViewController()
        menu.preferredContentSize = CGSize(width: 240, height: 180)
        menu.modalPresentationStyle = .popover
        if let popover = menu.popoverPresentationController {
            popover.sourceView = menuButton
            popover.sourceRect = menuButton.bounds
            popover.permittedArrowDirections = [.up, .down]
            popover.delegate = self
        }
        present(menu, animated: true, completion: nil)
    }
}

extension SettingsViewController: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        menuDismissedByUser += 1
    }
}

@MainActor
@Suite("iOS-style client code: a bottom sheet and an always-popover menu")
struct AdaptivePresentationCallShapesTests {
    private func window(showing root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.advance(by: 0)
        return window
    }

    @Test("The bottom sheet sits above the 34-point home indicator and is not adapted")
    func bottomSheet() {
        let home = UIViewController()
        let window = window(showing: home)
        let sheetDelegate = BottomSheetTransitioningDelegate()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = sheetDelegate
        home.present(sheet, animated: true)
        window.advance(by: 0.6)
        #expect(sheet.view.frame == CGRect(x: 0, y: 844 - 334, width: 390, height: 334))
        #expect(sheet.presentationController is BottomSheetPresentationController)
        window.resize(to: CGSize(width: 844, height: 390))
        window.advance(by: 0.4)
        // Landscape: 21 points of home indicator, no status bar.
        #expect(sheet.view.frame == CGRect(x: 0, y: 390 - 321, width: 844, height: 321))
    }

    @Test("The menu shows as a popover under its button; a tap outside dismisses it and tells the screen")
    func popoverMenu() {
        let settings = SettingsViewController()
        let window = window(showing: settings)
        settings.showMenu()
        window.advance(by: 0.5)
        let menu = settings.presentedViewController
        #expect(menu?.popoverPresentationController?.arrowDirection == .up)
        #expect(menu?.view.frame == CGRect(x: 140, y: 177, width: 240, height: 180))
        window.tap(at: CGPoint(x: 60, y: 600))
        window.advance(by: 0.5)
        #expect(settings.presentedViewController == nil)
        #expect(settings.menuDismissedByUser == 1)
    }
}
