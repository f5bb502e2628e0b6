import Testing
import Interlude
import InterludeDemos

@MainActor
@Suite("Procedural photos")
struct ProceduralPhotoTests {
    @Test("a photo has its size, the palette's sky at the top-left and ground at the bottom")
    func skyAndGround() {
        let photo = ProceduralPhoto.image(index: 0, size: CGSize(width: 300, height: 200))
        #expect(photo.size == CGSize(width: 300, height: 200))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let imageView = UIImageView(image: photo)
        imageView.frame = window.bounds
        window.addSubview(imageView)
        let frame = window.renderFrame(scale: 1)
        let sky = frame.pixel(x: 2, y: 2)
        // Palette 0's sky is (0.53, 0.76, 0.95): 135, 194, 242 in 8 bits.
        #expect(abs(Int(sky.r) - 135) <= 1 && abs(Int(sky.g) - 194) <= 1 && abs(Int(sky.b) - 242) <= 1)
        let ground = frame.pixel(x: 150, y: 198)
        #expect(abs(Int(ground.r) - 51) <= 1 && abs(Int(ground.g) - 115) <= 1 && abs(Int(ground.b) - 77) <= 1)
    }

    @Test("the same index gives the same pixels; another index another palette")
    func deterministic() {
        let a = ProceduralPhoto.image(index: 3).pngData(), b = ProceduralPhoto.image(index: 3).pngData()
        #expect(a == b)
        #expect(ProceduralPhoto.image(index: 1).pngData() != a)
    }
}
