import Testing
import Interlude

/// Container and presentation misuse where UIKit raises: Interlude stops with UIKit's message.
@Suite("Transition programmer errors stop with UIKit's message")
struct TransitionProgrammerErrorTests {
    @Test("pushing a controller already on the stack")
    func pushTwice() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIViewController()
                UINavigationController(rootViewController: a).pushViewController(a, animated: false)
            }
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(
                text.contains(
                    "NSInvalidArgumentException: Pushing the same view controller instance more than once is not supported"))
        }
    }

    @Test("pushing a tab bar controller")
    func pushTabBar() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UINavigationController(rootViewController: UIViewController()).pushViewController(
                    UITabBarController(), animated: false)
            }
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("NSInvalidArgumentException: Pushing a tab bar controller is not supported"))
        }
    }

    @Test("presenting a controller that is already presented")
    func presentPresented() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                let root = UIViewController(), other = UIViewController(), presented = UIViewController()
                window.rootViewController = root
                root.present(presented, animated: false)
                window.advance(by: 0)
                other.view.frame = window.bounds
                presented.present(other, animated: false)
                window.advance(by: 0)
                root.present(presented, animated: false)
            }
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("NSInvalidArgumentException: Application tried to present modally a view controller"))
            #expect(text.contains("that is already being presented by"))
        }
    }

    @Test("performing a segue that was never registered")
    func unknownSegue() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIViewController().performSegue(withIdentifier: "nowhere", sender: nil) }
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("NSInvalidArgumentException: Receiver ("))
            #expect(text.contains("has no segue with identifier 'nowhere'"))
        }
    }
}
