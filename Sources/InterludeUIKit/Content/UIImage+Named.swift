import Foundation

/// Images by name: files in a bundle's resources (as SwiftPM copies them, `Bundle.module`, or
/// the main bundle's folder) and image sets of asset catalogs copied as resources; and symbol
/// images, which Interlude cannot draw (see [Decisions](/documentation/interlude/decisions)).
extension UIImage {
    /// The image named `name` in the main bundle, for the main screen's scale; nil when there is none.
    /// See ``init(named:in:compatibleWith:)``.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (the main bundle when nil), for `traitCollection`'s
    /// display scale (the main screen's when nil or unspecified); nil when there is none.
    ///
    /// As UIKit looks them up
    /// (https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)):
    /// an image set of that name in an asset catalog (`*.xcassets`, its `Contents.json` giving the
    /// file per scale), else a file in the bundle's resources — `name` may carry its extension;
    /// without one, PNG is assumed. The `@3x`, `@2x` and plain files are tried from the wanted
    /// scale down, then up. Images are cached: the same name gives an image sharing the same bitmap
    /// (UIKit gives the same object; a Swift initializer cannot).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let wanted = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? NamedImages.screenScale
        guard !name.isEmpty, let found = NamedImages.image(named: name, in: bundle ?? .main, scale: wanted),
            let cgImage = found.cgImage
        else { return nil }
        self.init(cgImage: cgImage, scale: found.scale)
    }

    /// An image standing for the system symbol `name`: a transparent square template of 17 × 17
    /// points (the body text size the default symbol configuration uses), nil for an empty name.
    ///
    /// SF Symbols are Apple's and cannot ship with Interlude, so the symbol is not drawn; code that
    /// unwraps the image, sizes a view by it or sets it on a button keeps working, and views
    /// leave its place empty. iOS returns nil for names it does not know; here every non-empty
    /// name gives an image (see [Decisions](/documentation/interlude/decisions)).
    public convenience init?(systemName name: String) {
        guard !name.isEmpty, let blank = NamedImages.blankSymbol else { return nil }
        self.init(cgImage: blank, scale: 3)
        isSymbolImage = true
    }
}

/// The lookup and cache behind `UIImage(named:)`.
enum NamedImages {
    /// Found images by bundle folder, name and wanted scale.
    nonisolated(unsafe) private static var cache: [String: UIImage] = [:]
    private static let lock = NSLock()

    /// A transparent 51 × 51 pixel bitmap: 17 points at 3 pixels per point.
    static let blankSymbol: CGImage? = CairoImageSurface(width: 51, height: 51).map { CGImage(surface: $0) }

    /// The main screen's scale, read on the main actor (3 elsewhere).
    static var screenScale: CGFloat {
        runsOnMainActor() ? MainActor.assumeIsolated { UIScreen.main.scale } : 3
    }

    /// The cached or newly read image.
    static func image(named name: String, in bundle: Bundle, scale: CGFloat) -> UIImage? {
        let key = "\(bundle.bundlePath)\u{0}\(name)\u{0}\(scale)"
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[key] { return cached }
        guard let image = read(named: name, in: folders(of: bundle), scale: scale) else { return nil }
        cache[key] = image
        return image
    }

    /// The folders a bundle's resources may be in: its resource folder and the bundle itself.
    static func folders(of bundle: Bundle) -> [URL] {
        var folders: [URL] = []
        for url in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0 })
        where !folders.contains(where: { $0.standardizedFileURL == url.standardizedFileURL }) {
            folders.append(url)
        }
        return folders
    }

    /// Scales to try, best first: the wanted one, then smaller ones, then larger ones.
    static func scales(from wanted: CGFloat) -> [Int] {
        let w = Int(wanted.rounded())
        return [w] + [3, 2, 1].filter { $0 < w } + [1, 2, 3].filter { $0 > w }
    }

    private static func read(named name: String, in folders: [URL], scale: CGFloat) -> UIImage? {
        for folder in folders {
            if let image = fromAssetCatalogs(in: folder, name: name, scale: scale) { return image }
        }
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        for folder in folders {
            for s in scales(from: scale) {
                let file = (s == 1 ? stem : "\(stem)@\(s)x") + "." + (ext.isEmpty ? "png" : ext)
                let url = folder.appendingPathComponent(file)
                if let data = FileManager.default.contents(atPath: url.path), let image = UIImage(data: data, scale: CGFloat(s)) {
                    return image
                }
            }
        }
        return nil
    }

    /// The image set `name` of an asset catalog in `folder`, at the best scale it has.
    private static func fromAssetCatalogs(in folder: URL, name: String, scale: CGFloat) -> UIImage? {
        let fileManager = FileManager.default
        guard let entries = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return nil }
        for catalog in entries where catalog.hasSuffix(".xcassets") {
            let root = folder.appendingPathComponent(catalog)
            guard let set = imageSet(named: name, under: root) else { continue }
            guard let data = fileManager.contents(atPath: set.appendingPathComponent("Contents.json").path),
                let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let images = json["images"] as? [[String: Any]]
            else { continue }
            var byScale: [Int: String] = [:]
            for entry in images {
                guard let file = entry["filename"] as? String else { continue }
                let s = Int((entry["scale"] as? String)?.dropLast() ?? "1") ?? 1
                byScale[s] = byScale[s] ?? file
            }
            for s in scales(from: scale) {
                guard let file = byScale[s],
                    let data = fileManager.contents(atPath: set.appendingPathComponent(file).path),
                    let image = UIImage(data: data, scale: CGFloat(s))
                else { continue }
                return image
            }
        }
        return nil
    }

    /// The folder `<name>.imageset` anywhere under `root` (asset catalogs group sets in folders).
    private static func imageSet(named name: String, under root: URL) -> URL? {
        let wanted = (name as NSString).lastPathComponent + ".imageset"
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return nil }
        while let path = walker.nextObject() as? String {
            if (path as NSString).lastPathComponent == wanted { return root.appendingPathComponent(path) }
        }
        return nil
    }
}
