import Testing
import UIKit

/// A settings screen of the kind transition demos carry to pick what they show: a switch, a
/// segmented control, a spinner, a progress bar and a page control, wired as iOS code wires them
/// (target–action in `interlude port`'s method-reference form).
final class TransitionSettingsViewController: UIViewController {
    let interactive = UISwitch()
    let style = UISegmentedControl(items: ["Push", "Present", "Fade"])
    let spinner = UIActivityIndicatorView(style: .large)
    let progress = UIProgressView(progressViewStyle: .default)
    let pages = UIPageControl()
    let duration = UIStepper()
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        interactive.isOn = true
        interactive.onTintColor = .systemBlue
        interactive.addTarget(self, action: TransitionSettingsViewController.interactiveChanged, for: .valueChanged)
        style.selectedSegmentIndex = 0
        style.selectedSegmentTintColor = .white
        style.setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .selected)
        style.addTarget(self, action: TransitionSettingsViewController.styleChanged, for: .valueChanged)
        spinner.hidesWhenStopped = true
        spinner.color = .gray
        progress.progressTintColor = .systemGreen
        progress.setProgress(0.3, animated: false)
        pages.numberOfPages = 4
        pages.currentPageIndicatorTintColor = .black
        pages.pageIndicatorTintColor = .lightGray
        pages.addTarget(self, action: TransitionSettingsViewController.pageChanged, for: .valueChanged)
        duration.minimumValue = 0.1
        duration.maximumValue = 2
        duration.stepValue = 0.1
        duration.value = 0.3
        duration.addTarget(self, action: TransitionSettingsViewController.durationChanged, for: .valueChanged)
        duration.frame.origin = CGPoint(x: 20, y: 400)
        interactive.frame.origin = CGPoint(x: 20, y: 100)
        style.frame = CGRect(x: 20, y: 150, width: 300, height: 32)
        spinner.center = CGPoint(x: 200, y: 250)
        progress.frame = CGRect(x: 20, y: 300, width: 300, height: 4)
        pages.frame = CGRect(x: 20, y: 340, width: 300, height: 26)
        [interactive, style, spinner, progress, pages, duration].forEach(view.addSubview)
    }

    func interactiveChanged(_ sender: UISwitch) { log.append("interactive \(sender.isOn)") }
    func styleChanged(_ sender: UISegmentedControl) { log.append("style \(sender.selectedSegmentIndex)") }
    func pageChanged(_ sender: UIPageControl) { log.append("page \(sender.currentPage)") }
    func durationChanged(_ sender: UIStepper) { log.append("duration \(Int((sender.value * 10).rounded()))") }

    func load() {
        spinner.startAnimating()
        progress.setProgress(1, animated: true)
    }
}

@MainActor
@Suite("iOS-style client code: everyday controls")
struct ControlsCallShapesTests {
    @Test("Switch, segmented control and page control send their value changes to the controller")
    func settings() {
        let settings = TransitionSettingsViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = settings
        window.makeKeyAndVisible()
        window.tap(at: CGPoint(x: 45, y: 115))
        window.tap(at: CGPoint(x: 270, y: 166))
        window.tap(at: CGPoint(x: 310, y: 353))
        window.tap(at: CGPoint(x: 100, y: 416))
        #expect(settings.log == ["interactive false", "style 2", "page 1", "duration 4"])
        #expect(settings.spinner.isHidden)
        settings.load()
        #expect(settings.spinner.isAnimating && !settings.spinner.isHidden && settings.progress.progress == 1)
    }
}
