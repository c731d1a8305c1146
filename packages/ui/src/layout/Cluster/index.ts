export { Cluster, type ClusterProps } from './Cluster';
export { ClusterRoot } from './Cluster.styles';
