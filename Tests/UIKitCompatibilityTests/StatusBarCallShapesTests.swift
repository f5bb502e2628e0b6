import UIKit
import Testing

/// A photo viewer as iOS code writes it: a tap hides the chrome and the status bar with a fade.
final class PhotoViewerViewController: UIViewController {
    var isChromeHidden = false {
        didSet {
            UIView.animate(withDuration: 0.25) {
                self.setNeedsStatusBarAppearanceUpdate()
            }
        }
    }

    override var prefersStatusBarHidden: Bool { isChromeHidden }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
}

/// A container that lets its content decide the status bar.
final class CardContainerViewController: UIViewController {
    let content = PhotoViewerViewController()

    override var childForStatusBarStyle: UIViewController? { content }
    override var childForStatusBarHidden: UIViewController? { content }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}

@MainActor
@Suite("iOS-style client code: status bar preferences")
struct StatusBarCallShapesTests {
    @Test("A presented container that captures the status bar hands it to its content")
    func capturedByContent() {
        let home = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = home
        window.makeKeyAndVisible()
        window.advance(by: 0)
        let card = CardContainerViewController()
        card.modalPresentationStyle = .overFullScreen
        card.modalPresentationCapturesStatusBarAppearance = true
        home.present(card, animated: true, completion: nil)
        window.advance(by: 0.6)
        #expect(window.statusBarManager.statusBarStyle == .lightContent)
        #expect(!window.statusBarManager.isStatusBarHidden)
        card.content.isChromeHidden = true
        #expect(window.statusBarManager.isStatusBarHidden)
        #expect(UIApplication.shared.isStatusBarHidden)
    }
}
