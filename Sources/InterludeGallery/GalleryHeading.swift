/// The top of a gallery page: its title and the sentence that introduces the counts.
public struct GalleryHeading: Sendable {
    /// The page title and first heading ("Interlude — the seed gallery").
    public var title: String
    /// The introduction, followed on the page by ": 7 demos, 18 scenes, rendered at @2x, 60 frames per second."
    public var introduction: String
    /// How the number of groups reads ("7 demos").
    public var groupCount: @Sendable (Int) -> String
    /// What the gallery plays, for the command's help ("the seed demos").
    public var subject: String

    /// A heading; `groupCount` defaults to "1 group", "2 groups", …, `subject` to "the scenes".
    public init(
        title: String, introduction: String,
        groupCount: @escaping @Sendable (Int) -> String = { $0 == 1 ? "1 group" : "\($0) groups" },
        subject: String = "the scenes"
    ) {
        self.title = title
        self.introduction = introduction
        self.groupCount = groupCount
        self.subject = subject
    }

    /// The seed gallery's heading (the page's default; `interlude gallery` writes ``demoGallery``).
    public static let seedGallery = GalleryHeading(
        title: "Interlude — the seed gallery",
        introduction: "The demo apps of the seed articles, written against Interlude's UIKit API and played on its\nclock",
        groupCount: { "\($0) demos" }, subject: "the seed demos")

    /// The heading of the gallery `interlude gallery` writes: the seed demos, then the "Modern UIKit" section.
    public static let demoGallery = GalleryHeading(
        title: "Interlude — the demo gallery",
        introduction:
            "The demo apps of the seed articles, then the modern UIKit transitions, written against Interlude's UIKit API\nand played on its clock",
        groupCount: { $0 == 1 ? "1 section" : "\($0) sections" }, subject: "the seed demos and the modern UIKit scenes")
}
