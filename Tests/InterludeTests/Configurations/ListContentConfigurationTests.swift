import Testing
@testable import InterludeUIKit

// Sources of the expected defaults:
// - [constants] UIKit's table constants for iOS (the UITableConstants_IOS methods of a public
//   decompilation of UIKitCore): text font body (footnote for value2), detail font caption 1
//   (subtitle), body (value1); detail color `secondaryLabel` (value1) else `label`; disabled
//   text `tertiaryLabel`, a disabled value1 detail `quaternaryLabel`; text-to-subtitle padding 3,
//   0 for the subtitle style; image-to-text padding 16, 10 in sidebars; header font emphasized
//   subheadline (plain), footnote (grouped), emphasized title 3 / title 2 (prominent inset
//   grouped); header and footer margins; grouped headers uppercased; sidebar labels one line,
//   scale factor 0.9.
// - [description] UIKit's description of a list cell's configuration, quoted in a public blog
//   post: `directionalLayoutMargins = {11, 16, 11, 8}; axesPreservingSuperviewLayoutMargins =
//   [Horizontal]; imageToTextPadding = 16; textToSecondaryTextVerticalPadding = 3`.
// - [HIG] the Human Interface Guidelines' typography table: body 17, subheadline 15, footnote
//   13, caption 1 12, title 3 20, title 2 22 at the Large size; emphasized title 3 semibold,
//   title 2 bold, subheadline semibold.

@MainActor
@Suite("UIListContentConfiguration styles and state updates")
struct ListContentConfigurationTests {
    private typealias Row = (
        name: String, configuration: UIListContentConfiguration, text: (CGFloat, UIFont.Weight),
        secondary: (CGFloat, UIFont.Weight), vertical: CGFloat, image: CGFloat, sideBySide: Bool
    )

    private static var cellRows: [Row] {
        [
            ("cell", .cell(), (17, .regular), (15, .regular), 3, 16, false),
            ("subtitleCell", .subtitleCell(), (17, .regular), (12, .regular), 0, 16, false),
            ("valueCell", .valueCell(), (17, .regular), (17, .regular), 3, 16, true),
            ("sidebarCell", .sidebarCell(), (17, .regular), (13, .regular), 3, 10, false),
            ("sidebarSubtitleCell", .sidebarSubtitleCell(), (17, .regular), (13, .regular), 0, 10, false),
            ("accompaniedSidebarCell", .accompaniedSidebarCell(), (17, .regular), (13, .regular), 3, 10, false),
        ]
    }

    @Test("cell styles: fonts, paddings and side-by-side layout [constants, description, HIG]")
    func cellStyles() {
        for row in Self.cellRows {
            let configuration = row.configuration
            #expect(configuration.textProperties.font.pointSize == row.text.0, "\(row.name) text size")
            #expect(configuration.textProperties.font.weight == row.text.1, "\(row.name) text weight")
            #expect(configuration.secondaryTextProperties.font.pointSize == row.secondary.0, "\(row.name) secondary size")
            #expect(configuration.textToSecondaryTextVerticalPadding == row.vertical, "\(row.name) vertical padding")
            #expect(configuration.imageToTextPadding == row.image, "\(row.name) image padding")
            #expect(configuration.prefersSideBySideTextAndSecondaryText == row.sideBySide, "\(row.name) side by side")
            #expect(configuration.axesPreservingSuperviewLayoutMargins == .horizontal, "\(row.name) preserved axes")
            #expect(configuration.directionalLayoutMargins.top == 11, "\(row.name) top margin")
            #expect(configuration.directionalLayoutMargins.bottom == 11, "\(row.name) bottom margin")
            #expect(configuration.text == nil && configuration.secondaryText == nil && configuration.image == nil)
        }
        #expect(UIListContentConfiguration.cell().directionalLayoutMargins.leading == 16)
    }

    @Test("cell colors: label text; value cells' values in secondaryLabel, subtitles in label [constants]")
    func cellColors() {
        #expect(UIListContentConfiguration.cell().textProperties.color == .label)
        #expect(UIListContentConfiguration.valueCell().secondaryTextProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.subtitleCell().secondaryTextProperties.color == .label)
        #expect(UIListContentConfiguration.sidebarSubtitleCell().secondaryTextProperties.color == .secondaryLabel)
    }

    @Test("sidebar text is one line that shrinks to 90 % [constants]; list text wraps")
    func sidebarLines() {
        let sidebar = UIListContentConfiguration.sidebarCell().textProperties
        #expect(sidebar.numberOfLines == 1 && sidebar.minimumScaleFactor == 0.9 && sidebar.adjustsFontSizeToFitWidth)
        let cell = UIListContentConfiguration.cell().textProperties
        #expect(cell.numberOfLines == 0 && cell.minimumScaleFactor == 0 && !cell.adjustsFontSizeToFitWidth)
    }

    @Test("header and footer styles: fonts, colors, case and margins [constants, HIG]")
    func headerStyles() {
        let rows: [(String, UIListContentConfiguration, CGFloat, UIFont.Weight, NSDirectionalEdgeInsets)] = [
            ("plainHeader", .plainHeader(), 15, .semibold, .init(top: 4, leading: 8, bottom: 4, trailing: 8)),
            ("plainFooter", .plainFooter(), 15, .semibold, .init(top: 4, leading: 8, bottom: 4, trailing: 8)),
            ("groupedHeader", .groupedHeader(), 13, .regular, .init(top: 17, leading: 8, bottom: 6, trailing: 8)),
            ("groupedFooter", .groupedFooter(), 13, .regular, .init(top: 6, leading: 8, bottom: 12, trailing: 8)),
            (
                "prominentInsetGroupedHeader", .prominentInsetGroupedHeader(), 20, .semibold,
                .init(top: 8, leading: 3, bottom: 11, trailing: 3)
            ),
            (
                "extraProminentInsetGroupedHeader", .extraProminentInsetGroupedHeader(), 22, .bold,
                .init(top: 9, leading: 3, bottom: 10, trailing: 3)
            ),
            ("header", .header(), 15, .semibold, .init(top: 4, leading: 8, bottom: 4, trailing: 8)),
            ("footer", .footer(), 15, .semibold, .init(top: 4, leading: 8, bottom: 4, trailing: 8)),
        ]
        for (name, configuration, size, weight, margins) in rows {
            #expect(configuration.textProperties.font.pointSize == size, "\(name) size")
            #expect(configuration.textProperties.font.weight == weight, "\(name) weight")
            #expect(configuration.directionalLayoutMargins == margins, "\(name) margins")
        }
        #expect(UIListContentConfiguration.groupedHeader().textProperties.transform == .uppercase)
        #expect(UIListContentConfiguration.groupedFooter().textProperties.transform == .none)
        #expect(UIListContentConfiguration.plainHeader().textProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.sidebarHeader().textProperties.color == .secondaryLabel)
    }

    @Test("a disabled state dims the text: tertiaryLabel, a value cell's value quaternaryLabel [constants]")
    func disabledColors() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isDisabled = true
        let value = UIListContentConfiguration.valueCell().updated(for: state)
        #expect(value.textProperties.color == .tertiaryLabel)
        #expect(value.secondaryTextProperties.color == .quaternaryLabel)
        #expect(UIListContentConfiguration.subtitleCell().updated(for: state).secondaryTextProperties.color == .tertiaryLabel)
        // Swiped open, a disabled row keeps its colors.
        state.isSwiped = true
        #expect(UIListContentConfiguration.valueCell().updated(for: state).textProperties.color == .label)
        // Back to normal.
        let normal = value.updated(for: UICellConfigurationState(traitCollection: UITraitCollection()))
        #expect(normal.textProperties.color == .label && normal.secondaryTextProperties.color == .secondaryLabel)
    }

    @Test("colors and fonts set by hand survive state updates; the others follow the state")
    func customizedPropertiesStay() {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.textProperties.color = .systemRed
        configuration.secondaryTextProperties.font = .systemFont(ofSize: 30)
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isDisabled = true
        let updated = configuration.updated(for: state)
        #expect(updated.textProperties.color == .systemRed)
        #expect(updated.secondaryTextProperties.font.pointSize == 30)
        #expect(updated.secondaryTextProperties.color == .quaternaryLabel)
    }

    @Test("a selected sidebar row turns its text and image white; beside a content column it does not")
    func sidebarSelection() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        let selected = UIListContentConfiguration.sidebarCell().updated(for: state)
        #expect(selected.textProperties.color == .white)
        #expect(selected.imageProperties.tintColor == .white)
        let accompanied = UIListContentConfiguration.accompaniedSidebarCell().updated(for: state)
        #expect(accompanied.textProperties.color == .label && accompanied.imageProperties.tintColor == nil)
    }

    @Test("fonts follow the state's text size")
    func dynamicType() {
        let state = UICellConfigurationState(
            traitCollection: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge))
        // HIG: body is 23 points at xxxLarge, caption 1 18.
        let updated = UIListContentConfiguration.subtitleCell().updated(for: state)
        #expect(updated.textProperties.font.pointSize == 23)
        #expect(updated.secondaryTextProperties.font.pointSize == 18)
    }

    @Test("custom states are kept by key; view states read as cell states")
    func customStates() {
        let key = UIConfigurationStateCustomKey("com.example.favorite")
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(state[key] == nil)
        state[key] = true
        #expect(state[key] == AnyHashable(true))
        #expect(state.customState(for: key) == AnyHashable(true))
        state.setCustomState(nil, for: key)
        #expect(state[key] == nil)
        var view = UIViewConfigurationState(traitCollection: UITraitCollection())
        view.isDisabled = true
        #expect(UIListContentConfiguration.plainHeader().updated(for: view).textProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.cell().updated(for: view).textProperties.color == .tertiaryLabel)
    }

    @Test("color transformers apply when colors resolve")
    func transformers() {
        var properties = UIListContentConfiguration.cell().textProperties
        properties.colorTransformer = UIConfigurationColorTransformer { _ in .systemPink }
        #expect(properties.resolvedColor() == .systemPink)
        var image = UIListContentConfiguration.cell().imageProperties
        #expect(image.resolvedTintColor(for: .systemBlue) == .systemBlue)
        image.tintColor = .systemGreen
        #expect(image.resolvedTintColor(for: .systemBlue) == .systemGreen)
    }
}
