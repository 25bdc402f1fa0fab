import Foundation
import Presenters

/// Lists and downloads the gallery's images through an `APIClient`, mapping its answers with the
/// `ResponseMapper`.
public struct RemoteImagesRepository: ImagesRepository {
    private let client: any APIClient

    /// A repository that sends its requests through `client`.
    public init(client: any APIClient) {
        self.client = client
    }

    public func images(after id: Int?) -> Single<[GalleryImage]> {
        client.send(.images(after: id)).map { try ResponseMapper.map($0, to: [GalleryImage].self).get() }
    }

    public func imageData(id: Int) -> Single<Data> {
        client.send(.image(id: id)).map { try ResponseMapper.bytes($0).get() }
    }
}

extension ResponseMapper {
    /// The payload of `response` as raw bytes (an image), or the error its status code stands for, as
    /// `map(_:to:)` gives it: 404 is `notFound`, a permanent failure; 5xx is `server`, worth a retry.
    public static func bytes(_ response: APIResponse) -> Result<Data, APIError> {
        guard (200..<300).contains(response.statusCode) else {
            // The same errors as for a payload; a body is never decoded on a failure.
            switch map(response, to: Data.self) {
            case .failure(let error): return .failure(error)
            case .success: return .failure(.invalidResponse)
            }
        }
        return .success(response.body)
    }
}
