import Testing
@testable import InterludeUIKit

@MainActor
@Suite("topLayoutGuide and bottomLayoutGuide anchors")
struct LayoutSupportAnchorTests {
    @Test("A label constrained to the top guide's bottom sits below the bars; the bottom guide's top is above the home indicator")
    func anchorsFollowTheBars() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let window = makeWindow(root: navigation)
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        child.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: child.topLayoutGuide.bottomAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: child.bottomLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: child.view.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        // 47 status bar + 44 navigation bar (the guide's length, 91) + 8; the home indicator is 34
        // of the 844-point window.
        #expect(label.frame == CGRect(x: 0, y: 99, width: 100, height: 844 - 34 - 99))
        // The guides do not include the controller's own additional insets.
        child.additionalSafeAreaInsets.top = 9
        window.layoutIfNeeded()
        #expect(label.frame.minY == 99)
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(abs(label.frame.minY - (47 + 8)) < 1e-9)
    }

    @Test("The height anchor is the guide's length, and the guides are made once per view")
    func heightAnchor() {
        let controller = UIViewController()
        let window = makeWindow(root: controller)
        let spacer = UIView()
        spacer.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(spacer)
        NSLayoutConstraint.activate([
            spacer.heightAnchor.constraint(equalTo: controller.topLayoutGuide.heightAnchor),
            spacer.topAnchor.constraint(equalTo: controller.topLayoutGuide.topAnchor),
            spacer.leftAnchor.constraint(equalTo: controller.view.leftAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 10),
        ])
        _ = controller.topLayoutGuide.bottomAnchor
        window.layoutIfNeeded()
        #expect(spacer.frame == CGRect(x: 0, y: 0, width: 10, height: 47))
        #expect(controller.view.layoutGuides.count == 1)
    }
}
