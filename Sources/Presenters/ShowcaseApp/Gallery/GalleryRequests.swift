import Foundation
import Presenters

extension APIRequest {
    /// Lists the gallery's images after an image, or from the first: `GET images`, with `after` in the query
    /// if given; answers `[GalleryImage]`.
    public static func images(after id: Int?) -> APIRequest {
        APIRequest(
            "images after \(id.map { "#\($0)" } ?? "the start")",
            .get("images", query: id.map { [URLQueryItem(name: "after", value: "\($0)")] } ?? [])
        ) { _ in
            .ok(ImageCatalog.page(after: id))
        }
    }

    /// Downloads an image's bytes: `GET images/{id}/data`, of any media type; answers them raw, or 404 when
    /// the image is gone.
    public static func image(id: Int) -> APIRequest {
        APIRequest("image #\(id)", HTTPEndpoint("GET", "images/\(id)/data", accept: "*/*")) { _ in
            ImageCatalog.bytes(of: id).map { APIResponse(statusCode: 200, body: $0) } ?? .notFound
        }
    }
}

extension GalleryScreen {
    /// The images and an image's bytes, read back.
    public static var requests: [RequestForm] {
        [
            RequestForm(
                "GET", "images", "The gallery's images after `after`, or from the first; answers `[GalleryImage]`"
            ) { .images(after: $0.query["after"].flatMap(Int.init)) },
            RequestForm("GET", "images/{id}/data", "An image's bytes, raw; or 404 when it is gone") {
                .image(id: $0.id)
            },
        ]
    }
}
