import UIKit
import Testing

/// A photo grid in the shape of iOS 18 sample code: each photo zooms out of its thumbnail, back
/// into whichever thumbnail shows it now, with a tinted dimming and a dismissal only by dragging down.
final class ZoomGridViewController: UIViewController {
    var thumbnails: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for index in 0..<4 {
            let thumbnail = UIView(frame: CGRect(x: 20 + CGFloat(index) * 90, y: 120, width: 80, height: 80))
            thumbnail.backgroundColor = .systemBlue
            view.addSubview(thumbnail)
            thumbnails.append(thumbnail)
        }
    }

    func showPhoto(at index: Int) {
        let photo = PhotoViewController()
        photo.index = index
        let options = UIViewController.Transition.ZoomOptions()
        options.dimmingColor = UIColor.black.withAlphaComponent(0.4)
        options.interactiveDismissShouldBegin = { context in
            context.velocity.dy >= 0
        }
        photo.preferredTransition = .zoom(options: options) { context in
            guard let photo = context.zoomedViewController as? PhotoViewController,
                let grid = context.sourceViewController as? ZoomGridViewController
            else { return nil }
            return grid.thumbnails[photo.index]
        }
        navigationController?.pushViewController(photo, animated: true)
    }
}

final class PhotoViewController: UIViewController {
    var index = 0
}

@MainActor
@Suite("iOS-style client code: a zooming photo grid")
struct ZoomTransitionCallShapesTests {
    @Test("A photo zooms out of its thumbnail, and a drag down sends it back into the thumbnail shown now")
    func photoGrid() {
        let grid = ZoomGridViewController()
        let navigation = UINavigationController(rootViewController: grid)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.advance(by: 0)
        grid.showPhoto(at: 2)
        #expect(grid.thumbnails[2].isHidden)
        window.advance(by: 1)
        let photo = navigation.topViewController as? PhotoViewController
        #expect(photo?.view.frame == window.bounds)
        photo?.index = 1
        window.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600), duration: 0.2)
        #expect(grid.thumbnails[1].isHidden)
        window.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(!grid.thumbnails[1].isHidden && !grid.thumbnails[2].isHidden)
    }
}
