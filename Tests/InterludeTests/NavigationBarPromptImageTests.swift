import Testing
@testable import InterludeUIKit

// The navigation bar's background images for the prompt metrics. Apple's pages:
// UIBarMetrics.defaultPrompt ("default metrics for the device for bars with the prompt property,
// such as UINavigationBar"), UIBarMetrics.compactPrompt (the same in a compact height),
// UINavigationItem.prompt, UINavigationBar.setBackgroundImage(_:for:).
@MainActor
@Suite("UINavigationBar: background images for the prompt metrics")
struct NavigationBarPromptImageTests {
    /// Whether the bar's background shows `image`.
    private func draws(_ bar: UINavigationBar, _ image: UIImage) -> Bool {
        func search(_ view: UIView) -> Bool {
            if let imageView = view as? UIImageView, imageView.image === image, !imageView.isHidden { return true }
            return view.subviews.contains(where: search)
        }
        return search(bar)
    }

    /// A bar no navigation controller manages (it always shows its standard or compact
    /// appearance, never the scroll-edge one), across the top of `window`.
    private func bar(in window: UIWindow, prompt: String?) -> (UINavigationBar, UINavigationItem) {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: 74))
        let item = UINavigationItem(title: "Photos")
        item.prompt = prompt
        bar.items = [item]
        window.addSubview(bar)
        return (bar, item)
    }

    @Test("With a prompt the bar draws the .defaultPrompt image; without one, the .default image")
    func defaultPrompt() {
        let window = makeWindow()
        let (bar, item) = bar(in: window, prompt: nil)
        let plain = UIImage(), prompted = UIImage()
        bar.setBackgroundImage(plain, for: .default)
        bar.setBackgroundImage(prompted, for: .defaultPrompt)
        #expect(bar.backgroundImage(for: .defaultPrompt) === prompted)
        #expect(draws(bar, plain) && !draws(bar, prompted))
        item.prompt = "Choose a photo"
        #expect(draws(bar, prompted) && !draws(bar, plain))
        item.prompt = nil
        #expect(draws(bar, plain) && !draws(bar, prompted))
        // A pushed item with a prompt shows it too; popping back shows the plain image again.
        let next = UINavigationItem(title: "Detail")
        next.prompt = "Pick one"
        bar.pushItem(next, animated: false)
        #expect(draws(bar, prompted))
        bar.popItem(animated: false)
        #expect(draws(bar, plain) && !draws(bar, prompted))
    }

    @Test("In a compact height the .compactPrompt image shows with a prompt; none set keeps the bar's image")
    func compactPrompt() {
        let window = makeWindow()
        let (bar, _) = bar(in: window, prompt: "Landscape")
        let regular = UIImage(), compact = UIImage(), plain = UIImage()
        bar.setBackgroundImage(plain, for: .default)
        bar.setBackgroundImage(regular, for: .defaultPrompt)
        #expect(draws(bar, regular))
        window.resize(to: CGSize(width: 844, height: 390), duration: 0)
        #expect(bar.traitCollection.verticalSizeClass == .compact)
        // No .compactPrompt image: the appearance's image.
        #expect(!draws(bar, regular) && draws(bar, plain))
        bar.setBackgroundImage(compact, for: .compactPrompt)
        #expect(draws(bar, compact))
        window.resize(to: CGSize(width: 400, height: 800), duration: 0)
        #expect(draws(bar, regular))
    }
}
