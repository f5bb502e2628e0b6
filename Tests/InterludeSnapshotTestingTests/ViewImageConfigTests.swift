import Interlude
import InterludeSnapshotTesting
import Testing

/// The device sizes and safe areas are swift-snapshot-testing's iOS configurations (pinned here so
/// a change to them shows).
@Suite("Device configurations")
struct ViewImageConfigTests {
    @Test("phones: size and safe area in both orientations")
    func phones() {
        #expect(
            ViewImageConfig.iPhone13
                == ViewImageConfig(
                    safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), size: CGSize(width: 390, height: 844)))
        #expect(
            ViewImageConfig.iPhone13(.landscape)
                == ViewImageConfig(
                    safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), size: CGSize(width: 844, height: 390)))
        #expect(
            ViewImageConfig.iPhoneSe
                == ViewImageConfig(
                    safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), size: CGSize(width: 320, height: 568)))
        #expect(ViewImageConfig.iPhoneSe(.landscape) == ViewImageConfig(safeArea: .zero, size: CGSize(width: 568, height: 320)))
        #expect(ViewImageConfig.iPhone8.size == CGSize(width: 375, height: 667))
        #expect(ViewImageConfig.iPhone8Plus.size == CGSize(width: 414, height: 736))
        #expect(
            ViewImageConfig.iPhoneX
                == ViewImageConfig(
                    safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), size: CGSize(width: 375, height: 812)))
        #expect(ViewImageConfig.iPhoneX(.landscape).safeArea == UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        #expect(ViewImageConfig.iPhoneXsMax.size == CGSize(width: 414, height: 896))
        #expect(ViewImageConfig.iPhoneXr.size == CGSize(width: 414, height: 896))
        #expect(ViewImageConfig.iPhone12 == ViewImageConfig.iPhone13)
        #expect(ViewImageConfig.iPhone12Pro == ViewImageConfig.iPhone13Pro)
        #expect(
            ViewImageConfig.iPhone13Mini
                == ViewImageConfig(
                    safeArea: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0), size: CGSize(width: 375, height: 812)))
        #expect(ViewImageConfig.iPhone13Mini(.landscape).safeArea == UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
        #expect(
            ViewImageConfig.iPhone13ProMax
                == ViewImageConfig(
                    safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), size: CGSize(width: 428, height: 926)))
        #expect(ViewImageConfig.iPhone12ProMax(.landscape).size == CGSize(width: 926, height: 428))
    }

    @Test("tablets: full screen and Split View panes")
    func tablets() {
        let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(ViewImageConfig.iPadMini == ViewImageConfig(safeArea: statusBar, size: CGSize(width: 1024, height: 768)))
        #expect(ViewImageConfig.iPadMini(.portrait).size == CGSize(width: 768, height: 1024))
        #expect(ViewImageConfig.iPadMini(.landscape(splitView: .oneHalf)).size == CGSize(width: 507, height: 768))
        #expect(ViewImageConfig.iPadMini(.portrait(splitView: .twoThirds)).size == CGSize(width: 438, height: 1024))
        #expect(ViewImageConfig.iPad9_7 == ViewImageConfig.iPadMini)
        #expect(ViewImageConfig.iPad10_2 == ViewImageConfig(safeArea: statusBar, size: CGSize(width: 1080, height: 810)))
        #expect(ViewImageConfig.iPad10_2(.landscape(splitView: .twoThirds)).size == CGSize(width: 750, height: 810))
        #expect(ViewImageConfig.iPadPro10_5(.portrait(splitView: .oneThird)).size == CGSize(width: 320, height: 1112))
        #expect(ViewImageConfig.iPadPro10_5(.landscape(splitView: .oneHalf)).size == CGSize(width: 551, height: 834))
        #expect(
            ViewImageConfig.iPadPro11
                == ViewImageConfig(
                    safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), size: CGSize(width: 1194, height: 834)))
        #expect(ViewImageConfig.iPadPro11(.landscape(splitView: .oneThird)).size == CGSize(width: 375, height: 834))
        #expect(ViewImageConfig.iPadPro11(.portrait(splitView: .twoThirds)).size == CGSize(width: 504, height: 1194))
        #expect(ViewImageConfig.iPadPro12_9 == ViewImageConfig(safeArea: statusBar, size: CGSize(width: 1366, height: 1024)))
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .twoThirds)).size == CGSize(width: 981, height: 1024))
        #expect(ViewImageConfig.iPadPro12_9(.portrait(splitView: .twoThirds)).size == CGSize(width: 639, height: 1366))
    }
}
